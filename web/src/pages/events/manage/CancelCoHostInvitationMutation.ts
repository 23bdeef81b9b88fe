import { graphql } from 'react-relay/hooks';
import type { CancelCoHostInvitationMutation } from '../../../__generated__/CancelCoHostInvitationMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation CancelCoHostInvitationMutation($invitationId: ID!) {
    cancelCoHostInvitation(invitationId: $invitationId) {
      __typename
      ... on CancelCoHostInvitationSuccess {
        event {
          ...HostsPanel_event
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The owner withdraws an invitation not yet answered. */
export const useCancelCoHostInvitationMutation = () =>
  useUnionMutation<CancelCoHostInvitationMutation, 'cancelCoHostInvitation'>(
    mutation,
    'cancelCoHostInvitation',
    'CancelCoHostInvitationSuccess',
  );

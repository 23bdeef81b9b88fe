import { graphql } from 'react-relay/hooks';
import type { DeclineCoHostInvitationMutation } from '../../__generated__/DeclineCoHostInvitationMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation DeclineCoHostInvitationMutation($invitationId: ID!) {
    declineCoHostInvitation(invitationId: $invitationId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/** Declines an invitation to co-host. */
export const useDeclineCoHostInvitationMutation = () =>
  useUnionMutation<DeclineCoHostInvitationMutation, 'declineCoHostInvitation'>(
    mutation,
    'declineCoHostInvitation',
    'DeclineCoHostInvitationSuccess',
  );

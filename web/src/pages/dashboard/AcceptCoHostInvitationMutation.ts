import { graphql } from 'react-relay/hooks';
import type { AcceptCoHostInvitationMutation } from '../../__generated__/AcceptCoHostInvitationMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AcceptCoHostInvitationMutation($invitationId: ID!) {
    acceptCoHostInvitation(invitationId: $invitationId) {
      __typename
      ... on AcceptCoHostInvitationSuccess {
        event {
          databaseId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Accepts an invitation to co-host: the account becomes a host of the event. */
export const useAcceptCoHostInvitationMutation = () =>
  useUnionMutation<AcceptCoHostInvitationMutation, 'acceptCoHostInvitation'>(
    mutation,
    'acceptCoHostInvitation',
    'AcceptCoHostInvitationSuccess',
  );

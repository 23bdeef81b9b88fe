import { graphql } from 'react-relay/hooks';
import type { AddCoHostMutation } from '../../../__generated__/AddCoHostMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation AddCoHostMutation($eventId: ID!, $email: String!) {
    addCoHost(eventId: $eventId, email: $email) {
      __typename
      ... on AddCoHostSuccess {
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

/** Invites someone by email to co-host; the event's hosts come back with the pending invitation. */
export const useAddCoHostMutation = () =>
  useUnionMutation<AddCoHostMutation, 'addCoHost'>(mutation, 'addCoHost', 'AddCoHostSuccess');

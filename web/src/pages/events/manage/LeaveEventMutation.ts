import { graphql } from 'react-relay/hooks';
import type { LeaveEventMutation } from '../../../__generated__/LeaveEventMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

// A co-host removing themselves: the same field as the owner's Remove, but it asks nothing of the event, which
// the co-host may no longer see once the answer is made (asking for it refused the whole answer after the
// leave had happened, and the page said it failed).
const mutation = graphql`
  mutation LeaveEventMutation($hostId: ID!) {
    removeCoHost(hostId: $hostId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/** A co-host leaves an event (EventHost.id of their own row). */
export const useLeaveEventMutation = () =>
  useUnionMutation<LeaveEventMutation, 'removeCoHost'>(mutation, 'removeCoHost', 'RemoveCoHostSuccess');

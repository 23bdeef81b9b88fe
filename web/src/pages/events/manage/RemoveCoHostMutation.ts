import { graphql } from 'react-relay/hooks';
import type { RemoveCoHostMutation } from '../../../__generated__/RemoveCoHostMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation RemoveCoHostMutation($hostId: ID!) {
    removeCoHost(hostId: $hostId) {
      __typename
      ... on RemoveCoHostSuccess {
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

/** The owner removes a co-host (a co-host leaving uses useLeaveEventMutation). */
export const useRemoveCoHostMutation = () =>
  useUnionMutation<RemoveCoHostMutation, 'removeCoHost'>(mutation, 'removeCoHost', 'RemoveCoHostSuccess');

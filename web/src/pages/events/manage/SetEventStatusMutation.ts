import { graphql } from 'react-relay/hooks';
import type { SetEventStatusMutation } from '../../../__generated__/SetEventStatusMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation SetEventStatusMutation($id: ID!, $status: EventStatus!) {
    setEventStatus(id: $id, status: $status) {
      __typename
      ... on SetEventStatusSuccess {
        event {
          id
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Switches an event on or off. */
export const useSetEventStatusMutation = () =>
  useUnionMutation<SetEventStatusMutation, 'setEventStatus'>(mutation, 'setEventStatus', 'SetEventStatusSuccess');

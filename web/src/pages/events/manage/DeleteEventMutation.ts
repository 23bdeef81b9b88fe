import { graphql } from 'react-relay/hooks';
import type { DeleteEventMutation } from '../../../__generated__/DeleteEventMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation DeleteEventMutation($id: ID!) {
    deleteEvent(id: $id) {
      __typename
      ... on DeleteEventSuccess {
        deletedEventId
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Deletes an event (its owner only). */
export const useDeleteEventMutation = () =>
  useUnionMutation<DeleteEventMutation, 'deleteEvent'>(mutation, 'deleteEvent', 'DeleteEventSuccess');

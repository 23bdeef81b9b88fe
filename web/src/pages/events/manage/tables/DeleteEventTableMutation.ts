import { graphql } from 'react-relay/hooks';
import type { DeleteEventTableMutation } from '../../../../__generated__/DeleteEventTableMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation DeleteEventTableMutation($tableId: ID!) {
    deleteEventTable(tableId: $tableId) {
      __typename
      ... on DeleteEventTableSuccess {
        event {
          ...TablesPanel_event
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Deletes a table; its photos stay, untagged, and the list comes back without it. */
export const useDeleteEventTableMutation = () =>
  useUnionMutation<DeleteEventTableMutation, 'deleteEventTable'>(
    mutation,
    'deleteEventTable',
    'DeleteEventTableSuccess',
  );

import { graphql } from 'react-relay/hooks';
import type { RenameEventTableMutation } from '../../../../__generated__/RenameEventTableMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation RenameEventTableMutation($tableId: ID!, $name: String!) {
    renameEventTable(tableId: $tableId, name: $name) {
      __typename
      ... on RenameEventTableSuccess {
        table {
          id
          name
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Renames a table (EventTable is a Node: the list shows the new name by itself). */
export const useRenameEventTableMutation = () =>
  useUnionMutation<RenameEventTableMutation, 'renameEventTable'>(
    mutation,
    'renameEventTable',
    'RenameEventTableSuccess',
  );

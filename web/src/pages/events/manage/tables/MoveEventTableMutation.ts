import { graphql } from 'react-relay/hooks';
import type { MoveEventTableMutation } from '../../../../__generated__/MoveEventTableMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation MoveEventTableMutation($tableId: ID!, $position: Int!) {
    moveEventTable(tableId: $tableId, position: $position) {
      __typename
      ... on MoveEventTableSuccess {
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

/** Moves a table in the hosts' list (and the printed cards' order). */
export const useMoveEventTableMutation = () =>
  useUnionMutation<MoveEventTableMutation, 'moveEventTable'>(mutation, 'moveEventTable', 'MoveEventTableSuccess');

import { graphql } from 'react-relay/hooks';
import type { CreateEventTablesMutation } from '../../../../__generated__/CreateEventTablesMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation CreateEventTablesMutation($eventId: ID!, $names: [String!]!) {
    createEventTables(eventId: $eventId, names: $names) {
      __typename
      ... on CreateEventTablesSuccess {
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

/** Adds tables at the end of the event's list; the list comes back with them. */
export const useCreateEventTablesMutation = () =>
  useUnionMutation<CreateEventTablesMutation, 'createEventTables'>(
    mutation,
    'createEventTables',
    'CreateEventTablesSuccess',
  );

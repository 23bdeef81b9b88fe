import { graphql } from 'react-relay/hooks';
import type { UpdateEventMutation } from '../../../__generated__/UpdateEventMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation UpdateEventMutation($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) {
      __typename
      ... on UpdateEventSuccess {
        event {
          ...EventHeader_event
          ...OverviewTab_event
          ...SettingsTab_event
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/** Saves the settings form; the event comes back with what the manage page shows of it. */
export const useUpdateEventMutation = () =>
  useUnionMutation<UpdateEventMutation, 'updateEvent'>(mutation, 'updateEvent', 'UpdateEventSuccess');

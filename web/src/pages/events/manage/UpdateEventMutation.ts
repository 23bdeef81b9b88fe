import { graphql } from 'react-relay/hooks';

export const updateEventMutation = graphql`
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

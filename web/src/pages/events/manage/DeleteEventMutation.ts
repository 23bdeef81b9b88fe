import { graphql } from 'react-relay/hooks';

export const deleteEventMutation = graphql`
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

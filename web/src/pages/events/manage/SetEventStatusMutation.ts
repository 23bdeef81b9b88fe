import { graphql } from 'react-relay/hooks';

export const setEventStatusMutation = graphql`
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

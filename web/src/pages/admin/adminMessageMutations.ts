import { graphql } from 'react-relay/hooks';

export const updateMessageMutation = graphql`
  mutation adminMessageMutationsUpdateMutation($id: ID!, $status: ContactStatus!) {
    adminUpdateContactMessage(id: $id, status: $status) {
      __typename
      ... on AdminUpdateContactMessageSuccess {
        contactMessage {
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

export const deleteMessageMutation = graphql`
  mutation adminMessageMutationsDeleteMutation($id: ID!) {
    adminDeleteContactMessage(id: $id) {
      __typename
      ... on AdminDeleteContactMessageSuccess {
        deletedContactMessageId
      }
      ... on Error {
        message
      }
    }
  }
`;

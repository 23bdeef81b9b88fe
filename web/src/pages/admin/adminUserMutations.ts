import { graphql } from 'react-relay/hooks';

export const setUserStatusMutation = graphql`
  mutation adminUserMutationsSetStatusMutation($id: ID!, $status: UserStatus!) {
    adminSetUserStatus(id: $id, status: $status) {
      __typename
      ... on AdminSetUserStatusSuccess {
        user {
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

export const createUserMutation = graphql`
  mutation adminUserMutationsCreateMutation($input: AdminCreateUserInput!) {
    adminCreateUser(input: $input) {
      __typename
      ... on AdminCreateUserSuccess {
        user {
          id
          email
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

import { graphql } from 'react-relay/hooks';

export const sendContactMessageMutation = graphql`
  mutation SendContactMessageMutation($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on SendContactMessageSuccess {
        priority
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

import { graphql } from '../../../api/graphqlClient';

export const signGuestbookMutation = graphql`
  mutation SignGuestbookMutation($input: SignGuestbookInput!) {
    signGuestbook(input: $input) {
      __typename
      ... on SignGuestbookSuccess {
        entry {
          id
          name
          message
          createdAt
          status
          mine
          photo {
            id
            thumbnailUrl
          }
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

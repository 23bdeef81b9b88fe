import { graphql } from '../../../api/graphqlClient';

export const deleteGuestbookEntryMutation = graphql`
  mutation DeleteGuestbookEntryMutation($slug: String!, $pin: String, $id: ID!) {
    deleteGuestbookEntry(slug: $slug, pin: $pin, id: $id) {
      __typename
      ... on DeleteGuestbookEntrySuccess {
        deletedId
      }
      ... on Error {
        message
      }
    }
  }
`;

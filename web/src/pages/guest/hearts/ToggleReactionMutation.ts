import { graphql } from '../../../api/graphqlClient';

/** A guest's heart on a gallery photo, put on or taken back (issue 33): the server's answer is the truth. */
export const toggleReactionMutation = graphql`
  mutation ToggleReactionMutation($slug: String!, $pin: String, $photoId: ID!) {
    toggleReaction(slug: $slug, pin: $pin, photoId: $photoId) {
      __typename
      ... on ToggleReactionSuccess {
        reaction {
          photoId
          reacted
          count
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

import { graphql } from 'react-relay/hooks';
import type { RevealEventMutation } from '../../../__generated__/RevealEventMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation RevealEventMutation($id: ID!) {
    revealEvent(id: $id) {
      __typename
      ... on RevealEventSuccess {
        event {
          id
          revealAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Opens a shared gallery to guests now, before its reveal time (decision 052). */
export const useRevealEventMutation = () =>
  useUnionMutation<RevealEventMutation, 'revealEvent'>(mutation, 'revealEvent', 'RevealEventSuccess');

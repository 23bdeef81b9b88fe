import { graphql } from 'react-relay/hooks';
import type { RevokeApiTokenMutation } from '../../__generated__/RevokeApiTokenMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation RevokeApiTokenMutation($id: ID!, $connections: [ID!]!) {
    revokeApiToken(id: $id) {
      __typename
      ... on RevokeApiTokenSuccess {
        revokedId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Revokes a token: requests with it are refused from then on. */
export const useRevokeApiTokenMutation = () =>
  useUnionMutation<RevokeApiTokenMutation, 'revokeApiToken'>(mutation, 'revokeApiToken', 'RevokeApiTokenSuccess');

import { graphql } from 'react-relay/hooks';
import type { CreateApiTokenMutation } from '../../__generated__/CreateApiTokenMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation CreateApiTokenMutation($input: CreateApiTokenInput!, $connections: [ID!]!) {
    createApiToken(input: $input) {
      __typename
      ... on CreatedApiToken {
        secret
        apiToken @prependNode(connections: $connections, edgeTypeName: "ApiTokenEdge") {
          id
          name
          ...ApiTokenRow_token
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/** Creates a personal access token; its secret is in the answer, and nowhere ever again. */
export const useCreateApiTokenMutation = () =>
  useUnionMutation<CreateApiTokenMutation, 'createApiToken'>(mutation, 'createApiToken', 'CreatedApiToken');

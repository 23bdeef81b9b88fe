import { graphql } from 'react-relay/hooks';
import type { RequestPasswordResetMutation } from '../../__generated__/RequestPasswordResetMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

export const useRequestPasswordResetMutation = () =>
  useUnionMutation<RequestPasswordResetMutation, 'requestPasswordReset'>(
    mutation,
    'requestPasswordReset',
    'RequestPasswordResetSuccess',
  );

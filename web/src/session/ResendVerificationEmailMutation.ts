import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { ResendVerificationEmailMutation } from '../__generated__/ResendVerificationEmailMutation.graphql';
import { messageOf } from '../relay/resultMessage';
import { useUnionMutation } from '../relay/useUnionMutation';

const mutation = graphql`
  mutation ResendVerificationEmailMutation {
    resendVerificationEmail {
      __typename
      ... on ResendVerificationEmailSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Mails the signed-in account a new confirmation link. Resolves with the words to show either way: the
 * server's on success and on refusal (already confirmed, too many), a fallback when no answer came.
 */
export function useResendVerificationEmail(): [send: () => Promise<string>, isInFlight: boolean] {
  const [commit, isInFlight] = useUnionMutation<ResendVerificationEmailMutation, 'resendVerificationEmail'>(
    mutation,
    'resendVerificationEmail',
    'ResendVerificationEmailSuccess',
  );
  const send = useCallback(
    () =>
      commit({ variables: {} }).then((outcome) =>
        outcome.ok ? (outcome.payload.message ?? 'We sent you a new link.') : messageOf(outcome, FAILED),
      ),
    [commit],
  );
  return [send, isInFlight];
}

const FAILED = 'The link could not be sent. Please try again.';

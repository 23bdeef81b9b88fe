import { useCallback, useState } from 'react';
import { fetchGraphQL, graphql } from '../api/graphqlClient';
import type { ResendVerificationEmailMutation } from '../__generated__/ResendVerificationEmailMutation.graphql';

// Through the plain GraphQL client, like sign-out: the confirmation banner is mounted by the signed-in
// pages' layout, which the router loads eagerly, and public pages must not pull in the Relay runtime
// (docs/decisions/021).
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

const FAILED = 'The link could not be sent. Please try again.';

/**
 * Mails the signed-in account a new confirmation link. Resolves with the words to show either way: the
 * server's on success and on refusal (already confirmed, too many), a fallback when no answer came.
 */
export function useResendVerificationEmail(): [send: () => Promise<string>, isInFlight: boolean] {
  const [isInFlight, setInFlight] = useState(false);
  const send = useCallback(async () => {
    setInFlight(true);
    try {
      const { resendVerificationEmail } = await fetchGraphQL<ResendVerificationEmailMutation>(mutation, {});
      return resendVerificationEmail.message || FAILED;
    } catch {
      return FAILED;
    } finally {
      setInFlight(false);
    }
  }, []);
  return [send, isInFlight];
}

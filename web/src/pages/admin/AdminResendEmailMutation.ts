import { graphql } from 'react-relay/hooks';
import type { AdminResendEmailMutation } from '../../__generated__/AdminResendEmailMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AdminResendEmailMutation($id: ID!) {
    adminResendEmail(id: $id) {
      __typename
      ... on AdminResendEmailSuccess {
        email {
          id
          status
          attempts
          error
          text
          lastAttemptAt
          sentAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Queues an email of the outbox again (a failed one, or one kept while no mail server was set up). */
export const useAdminResendEmailMutation = () =>
  useUnionMutation<AdminResendEmailMutation, 'adminResendEmail'>(
    mutation,
    'adminResendEmail',
    'AdminResendEmailSuccess',
  );

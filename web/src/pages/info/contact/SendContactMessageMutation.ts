import { graphql } from 'react-relay/hooks';
import type { SendContactMessageMutation } from '../../../__generated__/SendContactMessageMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation SendContactMessageMutation($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on SendContactMessageSuccess {
        priority
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

/** Sends a contact or sales message to the admins' inbox. */
export const useSendContactMessageMutation = () =>
  useUnionMutation<SendContactMessageMutation, 'sendContactMessage'>(
    mutation,
    'sendContactMessage',
    'SendContactMessageSuccess',
  );

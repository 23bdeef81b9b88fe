import { graphql } from 'react-relay/hooks';
import type { UpdateWebhookMutation } from '../../__generated__/UpdateWebhookMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation UpdateWebhookMutation($id: ID!, $active: Boolean) {
    updateWebhook(id: $id, active: $active) {
      __typename
      ... on UpdateWebhookSuccess {
        webhook {
          id
          active
          createdBy
          disabled
          disabledReason
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Switches a webhook on or off (re-enabling a disabled one); the store updates the row by its id. */
export const useUpdateWebhookMutation = () =>
  useUnionMutation<UpdateWebhookMutation, 'updateWebhook'>(mutation, 'updateWebhook', 'UpdateWebhookSuccess');

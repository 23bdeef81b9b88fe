import { graphql } from 'react-relay/hooks';
import type { DeleteWebhookMutation } from '../../__generated__/DeleteWebhookMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation DeleteWebhookMutation($id: ID!) {
    deleteWebhook(id: $id) {
      __typename
      ... on DeleteWebhookSuccess {
        deletedWebhookId
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Deletes a webhook and its log (the list is fetched again after). */
export const useDeleteWebhookMutation = () =>
  useUnionMutation<DeleteWebhookMutation, 'deleteWebhook'>(mutation, 'deleteWebhook', 'DeleteWebhookSuccess');

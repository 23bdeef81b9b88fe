import { graphql } from 'react-relay/hooks';
import type { CreateWebhookMutation } from '../../__generated__/CreateWebhookMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation CreateWebhookMutation($eventId: ID, $url: String!, $topics: [WebhookTopic!]!) {
    createWebhook(eventId: $eventId, url: $url, topics: $topics) {
      __typename
      ... on CreateWebhookSuccess {
        secret
        webhook {
          id
        }
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

/** A new webhook of an event (eventId) or of the account (no eventId); its secret comes back this once. */
export const useCreateWebhookMutation = () =>
  useUnionMutation<CreateWebhookMutation, 'createWebhook'>(mutation, 'createWebhook', 'CreateWebhookSuccess');

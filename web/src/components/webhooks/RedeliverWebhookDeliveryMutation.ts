import { graphql } from 'react-relay/hooks';
import type { RedeliverWebhookDeliveryMutation } from '../../__generated__/RedeliverWebhookDeliveryMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation RedeliverWebhookDeliveryMutation($id: ID!) {
    redeliverWebhookDelivery(id: $id) {
      __typename
      ... on RedeliverWebhookDeliverySuccess {
        delivery {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Sends a delivery again, as a new delivery in the log. */
export const useRedeliverWebhookDeliveryMutation = () =>
  useUnionMutation<RedeliverWebhookDeliveryMutation, 'redeliverWebhookDelivery'>(
    mutation,
    'redeliverWebhookDelivery',
    'RedeliverWebhookDeliverySuccess',
  );

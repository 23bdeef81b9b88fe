import type { Auth, TestApp } from './app.ts';

/** The GraphQL operations webhook tests send, as a host's client would (decision 026). */

export const CREATE_WEBHOOK = /* GraphQL */ `
  mutation Create($eventId: ID, $url: String!, $topics: [WebhookTopic!]!) {
    createWebhook(eventId: $eventId, url: $url, topics: $topics) {
      __typename
      ... on CreateWebhookSuccess {
        secret
        webhook {
          id
          url
          topics
          active
          isAccountWebhook
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const UPDATE_WEBHOOK = /* GraphQL */ `
  mutation Update($id: ID!, $active: Boolean, $topics: [WebhookTopic!], $url: String) {
    updateWebhook(id: $id, active: $active, topics: $topics, url: $url) {
      __typename
      ... on UpdateWebhookSuccess {
        webhook {
          active
          topics
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const DELETE_WEBHOOK = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteWebhook(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export const REDELIVER_WEBHOOK_DELIVERY = /* GraphQL */ `
  mutation Redeliver($id: ID!) {
    redeliverWebhookDelivery(id: $id) {
      __typename
      ... on RedeliverWebhookDeliverySuccess {
        delivery {
          id
          state
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const WEBHOOK_DELIVERIES = /* GraphQL */ `
  query Deliveries($id: ID!) {
    node(id: $id) {
      ... on Webhook {
        url
        deliveries(first: 50) {
          totalCount
          edges {
            node {
              id
              topic
              state
              attempts
              lastStatusCode
              durationMs
              error
              body
            }
          }
        }
      }
    }
  }
`;

export interface Delivery {
  id: string;
  topic: string;
  state: string;
  attempts: number;
  lastStatusCode: number | null;
  durationMs: number | null;
  error: string | null;
  body: string;
}

/** A mutation's result union member (the one root field's value). */
export interface MutationResult {
  __typename: string;
  message?: string;
  secret?: string;
  webhook?: { id: string; active: boolean; topics: string[] };
  delivery?: { id: string; state: string };
}

export async function mutate(
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  auth: Auth,
): Promise<MutationResult> {
  const { body } = await app.graphql<Record<string, MutationResult>>(query, variables, auth);
  if (!body.data) throw new Error(`mutation failed: ${JSON.stringify(body.errors)}`);
  return Object.values(body.data)[0]!;
}

export async function createWebhook(
  app: TestApp,
  auth: Auth,
  input: { eventId?: string | null; url: string; topics: string[] },
): Promise<{ id: string; secret: string }> {
  const result = await mutate(app, CREATE_WEBHOOK, input, auth);
  if (result.__typename !== 'CreateWebhookSuccess') throw new Error(`createWebhook: ${JSON.stringify(result)}`);
  return { id: result.webhook!.id, secret: result.secret! };
}

export type WebhookNode = { url: string; deliveries: { edges: { node: Delivery }[] } } | null;

export async function webhookNode(app: TestApp, auth: Auth, id: string): Promise<WebhookNode> {
  const { body } = await app.graphql<{ node: WebhookNode }>(WEBHOOK_DELIVERIES, { id }, auth);
  return body.data?.node ?? null;
}

export async function deliveriesOf(app: TestApp, auth: Auth, webhookId: string): Promise<Delivery[]> {
  return ((await webhookNode(app, auth, webhookId))?.deliveries.edges ?? []).map((edge) => edge.node);
}

/** A guest answers the RSVP of `slug` (with `cookie`, the same browser again); returns the guest cookie. */
export async function answerRsvp(app: TestApp, slug: string, fullName: string, cookie?: string): Promise<string> {
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/rsvp`,
    payload: { fullName, status: 'YES' },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`RSVP failed: ${response.statusCode} ${response.body}`);
  const set = response.cookies.find((c) => c.name.includes('guest_'))!;
  return `${set.name}=${set.value}`;
}

/** Lets webhooks reach the tests' receiver on 127.0.0.1: the SSRF guard is on unless this is set. */
export const PRIVATE_WEBHOOKS_ALLOWED = { ALLOW_PRIVATE_WEBHOOKS: 'true' } as const;

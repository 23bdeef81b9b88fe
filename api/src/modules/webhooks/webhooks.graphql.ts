import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { privateNodeId } from '../../graphql/private-node.ts';
import { describedSchemaEnum } from '../../graphql/described-enum.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../../lib/errors.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { actorOf, EventRef, isMember } from '../events/events.graphql.ts';
import { WEBHOOK_TOPICS, type WebhookTopic as Topic } from './webhook-topics.ts';
import { DEFAULT_WEBHOOK_RATE_LIMITS, DELIVERY_ORDER, manageableWebhookWhere } from './webhooks.service.ts';

/** What each topic tells of (decision 026). */
const TOPIC_DESCRIPTIONS: Record<Topic, string> = {
  'upload.created': 'A guest uploaded a photo.',
  'upload.approved': 'A photo was approved, by a host or on arrival when the event auto-approves.',
  'upload.rejected': 'A host rejected a photo.',
  'rsvp.created': 'A guest sent an RSVP.',
  'rsvp.updated': 'A guest changed an earlier RSVP.',
  'event.updated': "The event's settings or status changed (data.fields names the changed fields).",
  'guestbook.created': 'A guest signed the guestbook (data.status says whether it waits for review).',
  'guestbook.approved': 'A guestbook message was approved, by a host or on arrival when the event auto-approves.',
};

/** `upload.created` → `UPLOAD_CREATED`: GraphQL enum values cannot hold dots. */
const WebhookTopic = builder.enumType('WebhookTopic', {
  description: 'What a webhook is told of; the topic in the delivered JSON is the dotted form (upload.created).',
  values: Object.fromEntries(
    WEBHOOK_TOPICS.map((topic) => [
      topic.toUpperCase().replace('.', '_'),
      { value: topic, description: TOPIC_DESCRIPTIONS[topic] },
    ]),
  ),
});

/** Who may see a webhook: its event's hosts, or the account it belongs to. */
async function mayManage(webhook: { eventId: number | null; userId: number | null }, context: GraphQLContext) {
  if (webhook.eventId !== null) return isMember(webhook.eventId, context);
  return webhook.userId !== null && webhook.userId === context.viewer?.id;
}

const WebhookDeliveryState = describedSchemaEnum('WebhookDeliveryState', {
  description: 'Where a delivery stands.',
  values: {
    PENDING: 'Not sent yet, or being retried after a failed attempt.',
    DELIVERED: 'The target answered 2xx.',
    FAILED: 'Retried for 24 hours without a 2xx; no more attempts.',
  },
});

export const WebhookDeliveryRef = builder.prismaNode('WebhookDelivery', {
  ...privateNodeId,
  findUnique: (id, context) => ({ id: rowIdFrom(id), webhook: manageableWebhookWhere(context.viewer?.id) }),
  description: 'One message to a webhook and the story of its attempts; seen only by those who manage the webhook.',
  fields: (t) => ({
    topic: t.field({
      type: WebhookTopic,
      description: 'What it tells of.',
      resolve: (delivery) => delivery.topic as Topic,
    }),
    state: t.field({
      type: WebhookDeliveryState,
      description: 'Pending, delivered or failed.',
      resolve: (delivery) => (delivery.deliveredAt ? 'DELIVERED' : delivery.failedAt ? 'FAILED' : 'PENDING'),
    }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far.' }),
    lastStatusCode: t.exposeInt('lastStatusCode', { nullable: true, description: 'Of the last attempt.' }),
    durationMs: t.exposeInt('durationMs', { nullable: true, description: 'How long the last attempt took.' }),
    error: t.exposeString('error', {
      nullable: true,
      description:
        "Why the last attempt failed, in general terms only ('Could not connect…', 'Timed out…', the status answered): never which address or port refused.",
    }),
    body: t.string({
      description: 'The JSON body sent (the same on every attempt).',
      resolve: (delivery) => JSON.stringify(delivery.payload),
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When it was queued (retries count 24 hours from it).',
    }),
    lastAttemptAt: t.expose('lastAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last tried; null before the first attempt.',
    }),
    deliveredAt: t.expose('deliveredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the target answered 2xx; null until then.',
    }),
    failedAt: t.expose('failedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was given up, 24 hours without a 2xx; null otherwise.',
    }),
  }),
});

/** A webhook as the people who manage it see it; the secret is shown only by `createWebhook`. */
export const WebhookRef = builder.prismaNode('Webhook', {
  ...privateNodeId,
  findUnique: (id, context) => ({ id: rowIdFrom(id), AND: [manageableWebhookWhere(context.viewer?.id)] }),
  runScopesOnType: true,
  authScopes: (webhook, context) => mayManage(webhook, context),
  description:
    "A URL told of an event's changes (or of every event an account hosts) by signed POSTs; seen only by those who manage it.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id.' }),
    url: t.exposeString('url', { description: 'Where deliveries are POSTed.' }),
    topics: t.field({
      type: [WebhookTopic],
      description: 'What it is told of.',
      resolve: (webhook) => webhook.topics as Topic[],
    }),
    active: t.exposeBoolean('active', {
      description: 'False: paused by its hosts, or disabled (see disabledReason); no deliveries are made for it.',
    }),
    createdBy: t.string({
      nullable: true,
      description:
        "Display name of the host who answers for where it sends: who created it, last changed its URL or re-enabled it. An event webhook is disabled when that host leaves the event. Null for webhooks made before this was recorded (the event's owner answers for those).",
      select: { createdBy: { select: { displayName: true } } },
      resolve: (webhook) => webhook.createdBy?.displayName ?? null,
    }),
    disabled: t.boolean({
      description:
        'True when it was stopped for a reason other than pausing (disabledReason says which); updateWebhook(active: true) re-enables it and makes you its creator.',
      resolve: (webhook) => webhook.disabledAt !== null,
    }),
    disabledAt: t.expose('disabledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was disabled; null unless disabled.',
    }),
    disabledReason: t.exposeString('disabledReason', {
      nullable: true,
      description: "Why it was disabled, e.g. 'Its creator is no longer a host of this event.'; null unless disabled.",
    }),
    isAccountWebhook: t.boolean({
      description: "An account's webhook: told of every event the account hosts.",
      resolve: (webhook) => webhook.eventId === null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    deliveries: t.relatedConnection(
      'deliveries',
      { cursor: 'id', description: 'Newest first.', query: { orderBy: [...DELIVERY_ORDER] }, totalCount: true },
      { name: 'WebhookDeliveryConnection' },
      { name: 'WebhookDeliveryEdge' },
    ),
  }),
});

// The Event type is members-only (type-level scopes): every host of the event manages its webhooks.
builder.prismaObjectField(EventRef, 'webhooks', (t) =>
  t.relation('webhooks', { description: "The event's webhooks, oldest first.", query: { orderBy: { id: 'asc' } } }),
);

// Owner-only lists hang off the viewer, not the shared User type that admins load for any account.
builder.queryField('myWebhooks', (t) =>
  t.prismaField({
    type: [WebhookRef],
    description: "Your account's webhooks (told of every event you host), oldest first.",
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, context) => context.services.webhooks.listOwn(context.viewer?.id ?? -1, query),
  }),
);

builder.prismaObjectField(UserRef, 'webhooks', (t) =>
  t.relation('webhooks', {
    description:
      "The account's webhooks when it is yours, oldest first; empty for any other account (admins see accounts, never their webhooks).",
    deprecationReason: 'Use Query.myWebhooks. Empty for any account but your own.',
    query: (_args, context) => ({ where: { userId: context.viewer?.id ?? -1 }, orderBy: { id: 'asc' } }),
  }),
);

const CreatedWebhookRef = builder
  .objectRef<{ webhook: { id: number }; secret: string }>('CreateWebhookSuccess')
  .implement({
    description: 'What `createWebhook` answers when it worked: the webhook and, this once, its secret.',
    fields: (t) => ({
      webhook: t.field({
        type: WebhookRef,
        nullable: false,
        description: 'The new webhook.',
        resolve: (created) => created.webhook as never,
      }),
      secret: t.exposeString('secret', {
        description: 'Signs every delivery (X-Webhook-Signature). Shown this once: store it now.',
      }),
    }),
  });

defineMutation(
  'createWebhook',
  { errors: [ValidationError, NotFoundError, ConflictError, ForbiddenError] },
  (t, common) =>
    t.field({
      ...common,
      type: CreatedWebhookRef,
      description:
        'A webhook for an event you host (eventId), or for your account (no eventId: told of every event you host). URLs must be https. Where the server sends email, the account must have confirmed its address first (ForbiddenError).',
      args: {
        eventId: t.arg.globalID({
          for: EventRef,
          description: "The event's global id; omit it for a webhook of your account.",
        }),
        url: t.arg.string({
          required: true,
          description:
            'Where to POST: an https URL (at most 2048 characters, no user name or password) on a public address.',
        }),
        topics: t.arg({ type: [WebhookTopic], required: true, description: 'What to be told of (at least one).' }),
      },
      resolve: (_root, args, context) =>
        context.services.webhooks.create(actorOf(context), args.eventId ? rowIdFrom(args.eventId.id) : null, {
          url: args.url,
          topics: args.topics,
        }),
    }),
);

defineMutation('updateWebhook', { errors: [ValidationError, NotFoundError], dataField: 'webhook' }, (t, common) =>
  t.field({
    ...common,
    type: WebhookRef,
    nullable: false,
    description:
      'Changes the URL, the topics or whether it is active; what is left out stays. Whoever changes the URL answers for the webhook from then on (createdBy).',
    args: {
      id: t.arg.globalID({ required: true, for: WebhookRef, description: "The webhook's global id." }),
      url: t.arg.string({ description: 'A new URL, under the rules of createWebhook.' }),
      topics: t.arg({ type: [WebhookTopic], description: 'The new topics (at least one), replacing the old.' }),
      active: t.arg.boolean({
        description:
          'False pauses deliveries, true resumes them; true on a disabled webhook re-enables it and makes you the host who answers for it (createdBy).',
      }),
    },
    resolve: (_root, { id, url, topics, active }, context) =>
      context.services.webhooks.update(actorOf(context), rowIdFrom(id.id), {
        ...(url == null ? {} : { url }),
        ...(topics == null ? {} : { topics }),
        ...(active == null ? {} : { active }),
      }),
  }),
);

const DeletedWebhookRef = builder.objectRef<{ deletedWebhookId: string }>('DeleteWebhookSuccess').implement({
  description: 'What `deleteWebhook` answers when it worked.',
  fields: (t) => ({
    deletedWebhookId: t.exposeID('deletedWebhookId', { description: 'The global id of the deleted webhook.' }),
  }),
});

defineMutation('deleteWebhook', { errors: [NotFoundError] }, (t, common) =>
  t.field({
    ...common,
    type: DeletedWebhookRef,
    description: 'Deletes the webhook and its delivery log; deliveries not sent yet are dropped.',
    args: { id: t.arg.globalID({ required: true, for: WebhookRef, description: "The webhook's global id." }) },
    resolve: async (_root, { id }, context) => {
      await context.services.webhooks.delete(actorOf(context), rowIdFrom(id.id));
      return { deletedWebhookId: encodeGlobalID(id.typename, id.id) };
    },
  }),
);

defineMutation(
  'redeliverWebhookDelivery',
  { errors: [NotFoundError, RateLimitError], dataField: 'delivery' },
  (t, common) =>
    t.field({
      ...common,
      type: WebhookDeliveryRef,
      nullable: false,
      description: `Sends a delivery again (same body and X-Webhook-Id), as a new delivery in the log. At most ${DEFAULT_WEBHOOK_RATE_LIMITS.webhookRedeliveries.limit} an hour per webhook (RateLimitError says when to try again); each is audited.`,
      args: {
        id: t.arg.globalID({ required: true, for: WebhookDeliveryRef, description: "The delivery's global id." }),
      },
      resolve: (_root, { id }, context) => context.services.webhooks.redeliver(actorOf(context), rowIdFrom(id.id)),
    }),
);

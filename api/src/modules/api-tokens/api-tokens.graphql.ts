import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { ApiTokenScope } from '../../generated/prisma/enums.ts';
import { builder } from '../../graphql/builder.ts';
import { privateNodeId } from '../../graphql/private-node.ts';
import { describedEnum } from '../../graphql/described-enum.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import {
  LISTED_API_TOKENS,
  type ApiTokenActor,
  type CreateApiTokenInput as CreateApiTokenSchema,
  type CreatedApiToken,
} from './api-tokens.service.ts';
import { ERROR_CODE } from '../../graphql/error-codes.ts';
import { translate } from '../../i18n/messages.ts';

const ApiTokenScopeRef = describedEnum(ApiTokenScope, {
  name: 'ApiTokenScope',
  description:
    'READ: queries and GET calls (every token). WRITE: mutations and other calls. ADMIN: admin calls, for administrators.',
  values: {
    READ: 'Queries and GET calls; every token has it.',
    WRITE: 'Mutations and the other calls.',
    ADMIN: "Admin calls, with its owner's administrator rights; only administrators may grant it.",
  },
});

/** A token is its owner's alone: to anyone else `node(id:)` answers null, as for an id that does not exist. */
export const ApiTokenRef = builder.prismaNode('ApiToken', {
  ...privateNodeId,
  findUnique: (id, context) => ({ id: rowIdFrom(id), userId: context.viewer?.id ?? -1, ...LISTED_API_TOKENS }),
  runScopesOnType: true,
  authScopes: (token, context) => context.viewer?.id === token.userId,
  description: 'A personal access token (its secret is never shown again after creation).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Your label for it (at most 100 characters).' }),
    scopes: t.expose('scopes', { type: [ApiTokenScopeRef], description: 'What it may do; READ is always there.' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the secret ("wp_" and 6 more).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: never expires.' }),
    expired: t.boolean({
      description: 'Whether expiresAt has passed: the token is then refused.',
      resolve: (token) => token.expiresAt !== null && token.expiresAt <= new Date(),
    }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the token was last used (recorded at most once a minute).',
    }),
    lastUsedAddress: t.exposeString('lastUsedIp', {
      nullable: true,
      description: 'The address it was last used from.',
    }),
  }),
});

/** One connection type for `Query.myApiTokens` and the deprecated `User.apiTokens`. */
const ApiTokenConnectionRef = builder.connectionObject(
  { type: ApiTokenRef, name: 'ApiTokenConnection' },
  { name: 'ApiTokenEdge' },
);

// Owner-only lists hang off the viewer, not the shared User type: admins load other accounts too
// (admin.users, the dashboard, adminCreateUser), and a field refused to them nulled their whole answer.
builder.queryField('myApiTokens', (t) =>
  t.prismaConnection(
    {
      type: ApiTokenRef,
      cursor: 'id',
      description: 'Your personal access tokens, newest first (revoked ones are gone).',
      authScopes: { loggedIn: true },
      resolve: (query, _root, _args, context) => context.services.apiTokens.listOwn(context.viewer?.id ?? -1, query),
    },
    ApiTokenConnectionRef,
  ),
);

builder.prismaObjectField('User', 'apiTokens', (t) =>
  t.relatedConnection(
    'apiTokens',
    {
      cursor: 'id',
      description:
        "The account's personal access tokens when it is yours, newest first; empty for any other account (admins see accounts, never their tokens).",
      deprecationReason: 'Use Query.myApiTokens. Empty for any account but your own.',
      // Never an error: an admin selecting every field of another account gets an empty list, not a null answer.
      query: (_args, context) => ({
        where: { userId: context.viewer?.id ?? -1, ...LISTED_API_TOKENS },
        orderBy: { id: 'desc' },
      }),
    },
    ApiTokenConnectionRef,
  ),
);

const CreatedApiTokenRef = builder.objectRef<CreatedApiToken>('CreatedApiToken').implement({
  description: 'A new token. Its `secret` is shown this once: only its hash is stored.',
  fields: (t) => ({
    apiToken: t.field({
      type: ApiTokenRef,
      description: 'The token as Query.myApiTokens lists it.',
      resolve: (created) => created.apiToken,
    }),
    secret: t.exposeString('secret', {
      description: 'Send it as `Authorization: Bearer <secret>` (or `connectionParams.authToken` over WebSockets).',
    }),
  }),
});

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: "A new token's name, scopes and expiry.",
  fields: (t) => ({
    name: t.string({ required: true, description: 'Your label for it (1 to 100 characters).' }),
    scopes: t.field({ type: [ApiTokenScopeRef], required: true, description: 'READ is always included.' }),
    expiresAt: t.field({ type: 'DateTime', description: 'Within a year; omit or null for no expiry.' }),
  }),
});

// Tied to the service's zod schema: tsc fails when they drift apart.
type _CreateInputFits = Expect<InputFits<typeof CreateApiTokenInput.$inferInput, z.input<typeof CreateApiTokenSchema>>>;

/** The signed-in user (the mutation's loggedIn scope ran), with the token they used, if any. */
function actorOf(context: GraphQLContext): ApiTokenActor {
  if (!context.viewer) {
    throw new GraphQLError(translate(context.locale, 'errors.signInFirst'), {
      extensions: { code: ERROR_CODE.UNAUTHENTICATED },
    });
  }
  return { user: context.viewer, grant: context.apiToken, ip: context.clientIp };
}

defineMutation('createApiToken', { errors: [ValidationError, ForbiddenError] }, (t, common) =>
  t.field({
    ...common,
    type: CreatedApiTokenRef,
    description:
      'A personal access token for scripts and integrations (only when signed in, not with a token). Where the server sends email, the account must have confirmed its address first (ForbiddenError).',
    args: {
      input: t.arg({ type: CreateApiTokenInput, required: true, description: "The token's name, scopes and expiry." }),
    },
    resolve: (_root, { input }, context) => context.services.apiTokens.create(actorOf(context), input),
  }),
);

defineMutation('revokeApiToken', { errors: [NotFoundError], dataField: 'revokedId' }, (t, common) =>
  t.field({
    ...common,
    type: 'ID',
    description: 'Revokes one of your tokens: it is refused from the next request on, open live updates end.',
    args: { id: t.arg.globalID({ required: true, for: ApiTokenRef, description: "The token's global id." }) },
    resolve: async (_root, { id }, context) => {
      const token = await context.services.apiTokens.revoke(actorOf(context), rowIdFrom(id.id));
      return encodeGlobalID('ApiToken', token.id);
    },
  }),
);

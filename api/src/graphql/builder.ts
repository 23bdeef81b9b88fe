import SchemaBuilder, { type SchemaTypes } from '@pothos/core';
import { GraphQLError } from 'graphql';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { GraphQLContext } from './context.ts';

const isProduction = process.env.NODE_ENV === 'production';

/** `nodes(ids:)` answers at most this many ids per request. */
export const MAX_NODES_PER_REQUEST = 100;

/** The one schema builder. It defines no types: those live beside their domain in api/src/modules. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; admin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date }; Upload: { Input: string; Output: never } };
  DefaultFieldNullability: false;
}>({
  // Fields are non-null unless they say otherwise: clients get fewer impossible states.
  defaultFieldNullability: false,
  // Order matters: scope-auth wraps every resolver before the others see it.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    // Thrown (not data), unmasked: the client learns whether to sign in or that it may not look.
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new GraphQLError('You do not have access to this.', { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError('Please sign in to continue.', { extensions: { code: 'UNAUTHENTICATED' } }),
    authScopes: (context) => ({
      loggedIn: context.viewer !== null,
      admin: context.viewer?.isAdmin === true,
    }),
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: isProduction ? null : 'error',
    defaultConnectionSize: 20,
    maxConnectionSize: 100,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodesQueryOptions: {
      description: `Objects by their global ids, in order (null for unknown or hidden ones); at most ${MAX_NODES_PER_REQUEST}.`,
      // Each id is a lookup: an unbounded list would be a cheap way to keep the database busy.
      resolve: (_root, { ids }, _context, _info, resolveNodes) => {
        if (ids.length > MAX_NODES_PER_REQUEST) {
          throw new GraphQLError(`Ask for at most ${MAX_NODES_PER_REQUEST} ids at a time.`, {
            extensions: { code: 'BAD_USER_INPUT' },
          });
        }
        return resolveNodes(ids);
      },
    },
  },
});

/** The builder's schema types, for helpers that take one of its field builders. */
export type BuilderTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

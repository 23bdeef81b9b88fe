import SchemaBuilder, { type SchemaTypes } from '@pothos/core';
import { GraphQLError } from 'graphql';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import { INSUFFICIENT_SCOPE, mayAdminister, NO_ADMIN_SCOPE } from '../modules/api-tokens/api-token-scopes.ts';
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
    unauthorizedError: (_parent, context, _info, result) => {
      if (!context.viewer) {
        return new GraphQLError('Please sign in to continue.', { extensions: { code: 'UNAUTHENTICATED' } });
      }
      // An API token's user acts without admin rights unless the token has the admin scope: say which.
      if (context.apiToken && !mayAdminister(context.apiToken) && asksForAdmin(result.failure)) {
        return new GraphQLError(NO_ADMIN_SCOPE, { extensions: { code: INSUFFICIENT_SCOPE } });
      }
      return new GraphQLError('You do not have access to this.', { extensions: { code: 'FORBIDDEN' } });
    },
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

/** Whether a scope check failed on the `admin` scope (alone, or among others). */
function asksForAdmin(failure: AuthFailure): boolean {
  if ('failures' in failure) return failure.failures.some(asksForAdmin);
  return 'scope' in failure && failure.scope === 'admin';
}

/** The builder's schema types, for helpers that take one of its field builders. */
export type BuilderTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

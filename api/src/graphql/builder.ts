import SchemaBuilder, {
  BasePlugin,
  PothosValidationError,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from '@pothos/core';
import { GraphQLError } from 'graphql';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID } from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import { mayAdminister, NO_ADMIN_SCOPE } from '../modules/api-tokens/api-token-scopes.ts';
import type { GraphQLContext } from './context.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lib/pagination.ts';
import { ERROR_CODE } from './error-codes.ts';
import { message, render, translate } from '../i18n/messages.ts';
import { LocalizedGraphQLError } from './localized-errors.ts';

const isProduction = process.env.NODE_ENV === 'production';

/** `nodes(ids:)` answers at most this many ids per request. */
export const MAX_NODES_PER_REQUEST = 100;

/** Connections' `first`/`last`: the page size when neither is given, and the most one page holds. */
const PAGE_SIZES = `default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}`;

/**
 * Descriptions for fields other plugins generate without one: the Prisma plugin's `totalCount` of
 * relation connections takes no options. Descriptions only; a field that has one keeps it.
 */
class DescriptionDefaultsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (fieldConfig.description || fieldConfig.extensions?.pothosPrismaTotalCount !== true) return fieldConfig;
    return { ...fieldConfig, description: 'How many items the whole list holds, over all pages.' };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- where Pothos looks plugins up by name
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      descriptionDefaults: DescriptionDefaultsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('descriptionDefaults', DescriptionDefaultsPlugin);

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
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, 'descriptionDefaults'],
  scopeAuth: {
    authorizeOnSubscribe: true,
    // Thrown (not data), unmasked: the client learns whether to sign in or that it may not look.
    unauthorizedError: (_parent, context, _info, result) => {
      if (!context.viewer) {
        return new GraphQLError(translate(context.locale, 'errors.signInFirst'), {
          extensions: { code: ERROR_CODE.UNAUTHENTICATED },
        });
      }
      // An API token's user acts without admin rights unless the token has the admin scope: say which.
      if (context.apiToken && !mayAdminister(context.apiToken) && asksForAdmin(result.failure)) {
        return new GraphQLError(render(context.locale, NO_ADMIN_SCOPE), {
          extensions: { code: ERROR_CODE.INSUFFICIENT_SCOPE },
        });
      }
      return new GraphQLError(translate(context.locale, 'errors.noAccess'), {
        extensions: { code: ERROR_CODE.FORBIDDEN },
      });
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
    defaultConnectionSize: DEFAULT_PAGE_SIZE,
    maxConnectionSize: MAX_PAGE_SIZE,
  },
  relay: {
    // A malformed global id is refused in the caller's language (the localized errors plugin renders it).
    decodeGlobalID: (globalID) => {
      try {
        return decodeGlobalID(globalID);
      } catch (error) {
        if (!(error instanceof PothosValidationError)) throw error;
        throw new LocalizedGraphQLError(message('api.invalidGlobalId', { id: globalID }), {});
      }
    },
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeTypeOptions: {
      description: 'An object with a global id, which node(id:) and nodes(ids:) load again.',
    },
    idFieldOptions: {
      description: 'The global id: opaque, stable, and accepted by node(id:).',
    },
    pageInfoTypeOptions: {
      description: 'Where a page sits in its list: whether more items follow or precede it, and its end cursors.',
    },
    defaultConnectionTypeOptions: {
      description: 'One page of a list (a Relay connection): its items with their cursors, and where the page sits.',
    },
    defaultEdgeTypeOptions: {
      description: 'One item of a page, with the cursor that points at it.',
    },
    edgesFieldOptions: { description: 'The items of this page, in the list order.' },
    pageInfoFieldOptions: {
      description: 'Whether more pages follow or precede this one, and the cursors to fetch them.',
    },
    nodeFieldOptions: { description: 'The item itself.' },
    cursorFieldOptions: { description: 'Pass as `after` (or `before`) to continue the list from this item.' },
    hasNextPageFieldOptions: { description: 'More items follow this page.' },
    hasPreviousPageFieldOptions: { description: 'More items precede this page.' },
    startCursorFieldOptions: { description: "The first item's cursor; null for an empty page." },
    endCursorFieldOptions: { description: "The last item's cursor; null for an empty page." },
    firstArgOptions: { description: `How many items to return from the start or after \`after\` (${PAGE_SIZES}).` },
    afterArgOptions: { description: 'A cursor: return the items after this one.' },
    lastArgOptions: { description: `How many items to return from the end or before \`before\` (${PAGE_SIZES}).` },
    beforeArgOptions: { description: 'A cursor: return the items before this one.' },
    nodeQueryOptions: {
      description: 'An object by its global id; null when it does not exist or you may not see it.',
      args: { id: { description: 'A global id, as any `id` field answers it.' } },
    },
    nodesQueryOptions: {
      description: `Objects by their global ids, in order (null for unknown or hidden ones); at most ${MAX_NODES_PER_REQUEST}.`,
      args: { ids: { description: `Global ids, at most ${MAX_NODES_PER_REQUEST}.` } },
      // Each id is a lookup: an unbounded list would be a cheap way to keep the database busy.
      resolve: (_root, { ids }, context, _info, resolveNodes) => {
        if (ids.length > MAX_NODES_PER_REQUEST) {
          throw new GraphQLError(translate(context.locale, 'errors.tooManyIds', { max: MAX_NODES_PER_REQUEST }), {
            extensions: { code: ERROR_CODE.BAD_USER_INPUT },
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

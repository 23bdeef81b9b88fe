import type { GraphQLContext } from './context.ts';
import { rowIdFrom } from './ids.ts';

/**
 * Lookup and type check of a Node that only its event's hosts may see (photos of any status, RSVPs):
 * `node(id:)` answers null to anyone else, exactly as for an id that does not exist.
 */
export const memberOnlyNode = {
  findUnique: (id: string, context: GraphQLContext) => ({
    id: rowIdFrom(id),
    event: { deletedAt: null, members: { some: { userId: context.viewer?.id ?? -1 } } },
  }),
  runScopesOnType: true,
  authScopes: async (row: { eventId: number }, context: GraphQLContext) =>
    (await context.loaders.eventRole.load(row.eventId)) !== null,
} as const;

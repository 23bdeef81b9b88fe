import { viewerHosts, type GraphQLContext } from './context.ts';
import { rowIdFrom } from './ids.ts';
import { LIVE_EVENT, memberEventWhere } from '../access/event-access.ts';

/** Super-admins see every event's photos and RSVPs (takedowns, abuse reports); never its PIN. */
const isAdmin = (context: GraphQLContext) => context.viewer?.isAdmin === true;

/**
 * What every private Node declares: its global id is the row id, and `node(id:)` answers null alike for an id
 * that does not exist and for one the viewer may not see (its `findUnique` filters by viewer), so ids cannot
 * be probed.
 */
export const privateNodeId = { id: { field: 'id' }, nullable: true } as const;

/**
 * Lookup and type check of a Node that only its event's hosts and super-admins may see (photos of
 * any status, RSVPs): `node(id:)` answers null to anyone else, exactly as for an id that does not exist.
 */
export const hostsAndAdminsNode = {
  ...privateNodeId,
  findUnique: (id: string, context: GraphQLContext) => ({
    id: rowIdFrom(id),
    event: isAdmin(context) ? LIVE_EVENT : memberEventWhere(context.viewer?.id),
  }),
  runScopesOnType: true,
  authScopes: async (row: { eventId: number }, context: GraphQLContext) =>
    isAdmin(context) || (await viewerHosts(row.eventId, context)),
} as const;

/** The row id behind a global id for admins; for anyone else an id that matches nothing. */
export function idForAdmins(id: string, context: GraphQLContext): number {
  return isAdmin(context) ? rowIdFrom(id) : -1;
}

import { parseRowId } from '../../../common/row-id.ts';

/**
 * The database id inside a decoded global id, or -1 (matches no row) when it is not a valid id:
 * a malformed id is simply not found, never a database error.
 */
export function rowIdFrom(id: string | number | bigint): number {
  return parseRowId(String(id)) ?? -1;
}

/** The Relay global id of a row, as `node(id:)` takes it (webhook payloads carry these). */
export { encodeGlobalID as globalIdOf } from '@pothos/plugin-relay';

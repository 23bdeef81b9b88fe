const MAX_INT4 = 2_147_483_647;

/**
 * The database id inside a decoded global id, or -1 (matches no row) when it is not a valid id:
 * a malformed id is simply not found, never a database error.
 */
export function rowIdFrom(id: string | number | bigint): number {
  const text = String(id);
  if (!/^\d{1,10}$/.test(text)) return -1;
  const value = Number(text);
  return value >= 1 && value <= MAX_INT4 ? value : -1;
}

/** The Relay global id of a row, as `node(id:)` takes it (webhook payloads carry these). */
export { encodeGlobalID as globalIdOf } from '@pothos/plugin-relay';

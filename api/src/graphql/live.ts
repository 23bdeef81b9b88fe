import type { LiveItem } from '../live/live-stream.ts';
import { publicError } from './localized-errors.ts';

export { publicError };

/** Opens a live stream; an expected refusal (no PIN, not a host) reaches the client with its message. */
export async function openLive<T>(open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    throw publicError(error);
  }
}

/** Each message of a live stream: its payload, or the error that ends it. */
export function liveValue<T>(item: LiveItem<T>): T {
  if ('closed' in item) throw publicError(item.closed);
  return item.value;
}

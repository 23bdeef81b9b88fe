import { GraphQLError } from 'graphql';
import { AppError } from '../lib/errors.ts';
import type { LiveItem } from '../live/live-stream.ts';

/**
 * An expected failure as an unmasked GraphQL error (code = the error's name, e.g. PinRequiredError,
 * and its HTTP-like status), for places that cannot answer with a union: connections, subscriptions.
 */
export function publicError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new GraphQLError(error.message, { extensions: { code: error.name, status: error.status } });
}

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

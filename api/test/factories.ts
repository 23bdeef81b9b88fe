import type { TestApp } from './app.ts';
import { authHeaders, type Auth } from './app.ts';

let slugCounter = 0;
/** A slug no other test uses (tests share one database server). */
export function uniqueSlug(prefix = 'event'): string {
  slugCounter += 1;
  return `${prefix}-${process.pid}-${slugCounter}-${Math.random().toString(36).slice(2, 7)}`;
}

export interface CreatedEvent {
  id: number;
  slug: string;
  /** The Relay global id. */
  globalId: string;
}

/** Creates an event through REST, as a host's browser would, and returns its ids. */
export async function createEvent(
  app: TestApp,
  auth: Auth,
  fields: Record<string, unknown> = {},
): Promise<CreatedEvent> {
  const slug = (fields.slug as string | undefined) ?? uniqueSlug();
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/auth/events',
    headers: authHeaders(auth),
    payload: { title: 'Ayla & Can', dateTime: inDays(45).toISOString(), ...fields, slug },
  });
  if (response.statusCode !== 201) throw new Error(`createEvent failed: ${response.statusCode} ${response.body}`);
  const { event } = response.json<{ event: { id: number; slug: string } }>();
  return { id: event.id, slug: event.slug, globalId: Buffer.from(`Event:${event.id}`).toString('base64') };
}

export function inDays(days: number): Date {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000);
}

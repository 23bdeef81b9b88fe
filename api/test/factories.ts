import type { TestApp } from './app.ts';
import { authHeaders, createTestApp, signupUser, type Auth } from './app.ts';
import type { SignedUpUser } from './users.ts';

/** A fresh app with one signed-up host, for a file whose tests act as that host (close the app after). */
export async function appWithHost(
  options?: Parameters<typeof createTestApp>[0],
): Promise<{ app: TestApp; host: SignedUpUser }> {
  const app = await createTestApp(options);
  return { app, host: await signupUser(app) };
}

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

/** Switches an event off as its owner does: guests then find it closed. */
export async function switchOff(app: TestApp, owner: Auth, eventId: number): Promise<void> {
  const response = await app.server.inject({
    method: 'PATCH',
    url: `/api/auth/events/${eventId}/status`,
    headers: authHeaders(owner),
    payload: { status: 'INACTIVE' },
  });
  if (response.statusCode !== 200) throw new Error(`switchOff failed: ${response.statusCode} ${response.body}`);
}

/**
 * One event of each kind the search-engine rule tells apart: public and open (the only one listed),
 * link-only, public behind a PIN, and public but switched off.
 */
export async function eventsOfEachVisibility(app: TestApp, host: Auth) {
  const publicOpen = await createEvent(app, host, { visibility: 'PUBLIC' });
  const linkOnly = await createEvent(app, host);
  const publicWithPin = await createEvent(app, host, { visibility: 'PUBLIC', isPinRequired: true, pinCode: '482913' });
  const switchedOff = await createEvent(app, host, { visibility: 'PUBLIC' });
  await switchOff(app, host, switchedOff.id);
  return { publicOpen, linkOnly, publicWithPin, switchedOff };
}

export function inDays(days: number): Date {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000);
}

/** Makes `coHost` a co-host of the event as people do: the owner invites them, they accept. */
export async function addCoHost(
  app: TestApp,
  owner: Auth,
  eventId: number,
  coHost: { email: string; cookie: string },
): Promise<void> {
  const invited = await app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${eventId}/hosts`,
    headers: authHeaders(owner),
    payload: { email: coHost.email },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const { invitation } = invited.json<{ invitation: { id: number } }>();
  const accepted = await app.server.inject({
    method: 'POST',
    url: `/api/auth/invitations/${invitation.id}/accept`,
    headers: { cookie: coHost.cookie },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
}

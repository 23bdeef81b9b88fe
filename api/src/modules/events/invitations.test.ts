import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';
import { createEvent } from '../../../test/factories.ts';
import { uploadGuestPhotos } from '../../../test/photos.ts';

// Issue 12, item 11: adding a co-host by email creates an invitation; the account behind the email gets no
// access until it accepts it, so registering someone's address in advance gains nothing by itself.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type User = SignedUpUser;

const invite = (owner: User, eventId: number, email: string) =>
  app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${eventId}/hosts`,
    headers: authHeaders({ cookie: owner.cookie }),
    payload: { email },
  });

const answer = (user: User, invitationId: number, verb: 'accept' | 'decline') =>
  app.server.inject({
    method: 'POST',
    url: `/api/auth/invitations/${invitationId}/${verb}`,
    headers: authHeaders({ cookie: user.cookie }),
  });

/** Everything a host can reach of an event, as this user: each status code. */
async function hostAccess(user: User, event: { id: number; globalId: string }) {
  const headers = authHeaders({ cookie: user.cookie });
  const statuses = await Promise.all(
    [
      `/api/auth/events/${event.id}`,
      `/api/auth/events/${event.id}/uploads`,
      `/api/auth/events/${event.id}/rsvps`,
      `/api/auth/events/${event.id}/rsvps.csv`,
      `/api/auth/events/${event.id}/download.zip`,
    ].map(async (url) => (await app.server.inject({ url, headers })).statusCode),
  );
  const node = await app.graphql<{ node: unknown }>(
    'query($id: ID!) { node(id: $id) { id } }',
    { id: event.globalId },
    { cookie: user.cookie },
  );
  return { statuses, node: node.body.data?.node ?? null };
}

describe('co-host invitations', () => {
  it('give the invited account no access at all until it accepts', async () => {
    const owner = await signupUser(app);
    // Someone registered the partner's address before the owner added it.
    const squatter = await signupUser(app, { email: `partner-${Date.now()}@example.com`, displayName: 'Partner' });
    const event = await createEvent(app, { cookie: owner.cookie }, { autoApprove: true });
    await uploadGuestPhotos(app, event.slug, 1);

    const invited = await invite(owner, event.id, squatter.email);
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      message: 'Invitation sent. They become a co-host once they accept it on their dashboard.',
      // The address only: nothing about the account behind it until it accepts (issue 28).
      invitation: { email: squatter.email, displayName: squatter.email, userId: null },
    });
    expect(await hostAccess(squatter, event)).toEqual({ statuses: [404, 404, 404, 404, 404], node: null });
    const mine = await app.server.inject({ url: '/api/auth/my/events', headers: authHeaders(squatter) });
    expect(mine.body).not.toContain(event.slug);

    // The owner sees who has not answered yet.
    const seen = await app.server.inject({ url: `/api/auth/events/${event.id}`, headers: authHeaders(owner) });
    expect(seen.json<{ event: { invitations: { email: string }[] } }>().event.invitations).toEqual([
      expect.objectContaining({ email: squatter.email }),
    ]);

    // Only after accepting does the account become a host.
    const { invitation } = invited.json<{ invitation: { id: number } }>();
    expect((await answer(squatter, invitation.id, 'accept')).statusCode).toBe(200);
    expect((await hostAccess(squatter, event)).statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('can be answered only by the invited account; declining leaves nothing behind', async () => {
    const owner = await signupUser(app);
    const invitee = await signupUser(app);
    const other = await signupUser(app);
    const event = await createEvent(app, { cookie: owner.cookie });
    const { invitation } = (await invite(owner, event.id, invitee.email)).json<{ invitation: { id: number } }>();

    for (const verb of ['accept', 'decline'] as const) {
      const response = await answer(other, invitation.id, verb);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This invitation was not found.', code: 'NotFoundError' });
    }
    const node = await app.graphql<{ node: unknown }>(
      'query($id: ID!) { node(id: $id) { id } }',
      { id: Buffer.from(`CoHostInvitation:${invitation.id}`).toString('base64') },
      { cookie: other.cookie },
    );
    expect(node.body.data?.node).toBeNull();
    expect(await app.database.prisma.eventInvitation.count({ where: { id: invitation.id } })).toBe(1);

    expect((await answer(invitee, invitation.id, 'decline')).statusCode).toBe(200);
    expect(await app.database.prisma.eventInvitation.count({ where: { eventId: event.id } })).toBe(0);
    expect(await app.database.prisma.eventMember.count({ where: { eventId: event.id } })).toBe(1);
    expect((await answer(invitee, invitation.id, 'accept')).statusCode).toBe(404);
    const actions = await app.database.prisma.auditLog.findMany({
      where: { targetType: 'Event', targetId: String(event.id) },
      orderBy: { id: 'asc' },
      select: { action: true },
    });
    expect(actions.map((row) => row.action)).toEqual(['event.create', 'event.cohost.invite', 'event.cohost.decline']);
  });

  it('can be withdrawn by the owner only, and vanish with a deleted event', async () => {
    const owner = await signupUser(app);
    const coHost = await signupUser(app);
    const invitee = await signupUser(app);
    const event = await createEvent(app, { cookie: owner.cookie });
    const first = (await invite(owner, event.id, coHost.email)).json<{ invitation: { id: number } }>().invitation;
    await answer(coHost, first.id, 'accept');
    const pending = (await invite(owner, event.id, invitee.email)).json<{ invitation: { id: number } }>().invitation;

    const byCoHost = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/invitations/${pending.id}`,
      headers: authHeaders(coHost),
    });
    expect(byCoHost.statusCode).toBe(403);
    const wrongEvent = await createEvent(app, { cookie: owner.cookie });
    const mismatched = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${wrongEvent.id}/invitations/${pending.id}`,
      headers: authHeaders(owner),
    });
    expect(mismatched.statusCode).toBe(404);
    // The same for a host named under another event's path: the check lives in the service.
    const hosts = (await app.server.inject({ url: `/api/auth/events/${event.id}`, headers: authHeaders(owner) })).json<{
      event: { hosts: { id: number; role: string }[] };
    }>().event.hosts;
    const coHostRow = hosts.find((host) => host.role === 'CO_HOST')!;
    const wrongPath = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${wrongEvent.id}/hosts/${coHostRow.id}`,
      headers: authHeaders(owner),
    });
    expect(wrongPath.statusCode).toBe(404);
    expect(await app.database.prisma.eventMember.count({ where: { id: coHostRow.id } })).toBe(1);
    const cancelled = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/invitations/${pending.id}`,
      headers: authHeaders(owner),
    });
    expect(cancelled.statusCode).toBe(200);
    const list = await app.server.inject({ url: '/api/auth/invitations', headers: authHeaders(invitee) });
    expect(list.json()).toEqual({ invitations: [] });

    const again = (await invite(owner, event.id, invitee.email)).json<{ invitation: { id: number } }>().invitation;
    await app.server.inject({ method: 'DELETE', url: `/api/auth/events/${event.id}`, headers: authHeaders(owner) });
    expect((await app.server.inject({ url: '/api/auth/invitations', headers: authHeaders(invitee) })).json()).toEqual({
      invitations: [],
    });
    expect((await answer(invitee, again.id, 'accept')).statusCode).toBe(404);
  });
});

// Issue 28, item 2: addCoHost answered "No active account uses this email" for unknown addresses and showed a
// known account's display name: any signed-in account could look up who is registered. Every address now gets
// the same answer; an invitation to an address without an account waits for one with that email.

const ADD_COHOST = /* GraphQL */ `
  mutation AddCoHost($eventId: ID!, $email: String!) {
    addCoHost(eventId: $eventId, email: $email) {
      __typename
      ... on AddCoHostSuccess {
        event {
          pendingInvitations {
            id
            email
            displayName
            invitedAt
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** An answer with what differs by design taken out: ids, timestamps and the address itself. */
function comparable(body: string, email: string, eventId: number): string {
  return body
    .replaceAll(email, '<email>')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>')
    .replace(/"id":("[^"]*"|\d+)/g, '"id":<id>')
    .replaceAll(`"eventId":${eventId}`, '"eventId":<id>');
}

describe('inviting by email reveals nothing about accounts', () => {
  it('answers a registered, a blocked and an unregistered address alike, over GraphQL and REST', async () => {
    const owner = await signupUser(app);
    const registered = await signupUser(app, { displayName: 'Registered Person' });
    const blocked = await signupUser(app, { displayName: 'Blocked Person' });
    await app.database.prisma.user.update({ where: { id: blocked.id }, data: { status: 'BLOCKED' } });
    const addresses = [registered.email, blocked.email, `nobody-${Date.now()}@example.com`];

    const graphqlAnswers: string[] = [];
    const restAnswers: string[] = [];
    for (const email of addresses) {
      const event = await createEvent(app, { cookie: owner.cookie }, { title: 'Same Title' });
      const answer = await app.graphql(ADD_COHOST, { eventId: event.globalId, email }, { cookie: owner.cookie });
      // The cost extension counts the caller's points left, which differ by request: data and errors only.
      const { data, errors } = answer.body;
      graphqlAnswers.push(`${answer.status} ${comparable(JSON.stringify({ data, errors }), email, event.id)}`);
      const other = await createEvent(app, { cookie: owner.cookie }, { title: 'Same Title' });
      const rest = await invite(owner, other.id, email);
      restAnswers.push(`${rest.statusCode} ${comparable(rest.body, email, other.id)}`);
    }
    expect(graphqlAnswers[0]).toContain('AddCoHostSuccess');
    expect(new Set(graphqlAnswers), graphqlAnswers.join('\n')).toHaveProperty('size', 1);
    expect(restAnswers[0]).toMatch(/^201 /);
    expect(new Set(restAnswers), restAnswers.join('\n')).toHaveProperty('size', 1);
  });

  it('lists a pending invitation by its email only, never the account behind it', async () => {
    const owner = await signupUser(app);
    const invitee = await signupUser(app, { displayName: 'Secret Display Name' });
    const event = await createEvent(app, { cookie: owner.cookie });
    const added = await app.graphql<{ addCoHost: { event: { pendingInvitations: unknown[] } } }>(
      ADD_COHOST,
      { eventId: event.globalId, email: invitee.email },
      { cookie: owner.cookie },
    );
    expect(added.body.data!.addCoHost.event.pendingInvitations).toEqual([
      { id: expect.any(String), email: invitee.email, displayName: invitee.email, invitedAt: expect.any(String) },
    ]);
    const rest = await app.server.inject({ url: `/api/auth/events/${event.id}`, headers: authHeaders(owner) });
    const again = await invite(owner, event.id, invitee.email);
    for (const body of [JSON.stringify(added.body), rest.body, again.body]) {
      expect(body).not.toContain('Secret Display Name');
      expect(body).not.toContain(`"userId":${invitee.id}`);
    }
  });

  it('keeps an invitation to an address without an account until someone signs up with it', async () => {
    const owner = await signupUser(app, { displayName: 'Ayla Demir' });
    const event = await createEvent(app, { cookie: owner.cookie });
    const email = `later-${Date.now()}@example.com`;
    expect((await invite(owner, event.id, `  ${email.toUpperCase()} `)).statusCode).toBe(201);

    // Signup normalises the address the same way: the invitation finds its account.
    const newcomer = await signupUser(app, { email: email.replace('later', 'LATER') });
    const list = await app.server.inject({ url: '/api/auth/invitations', headers: authHeaders(newcomer) });
    const [received] = list.json<{ invitations: { id: number; invitedBy: string }[] }>().invitations;
    expect(received).toMatchObject({ invitedBy: 'Ayla Demir' });
    const mine = await app.graphql<{ myCoHostInvitations: { invitedBy: string }[] }>(
      '{ myCoHostInvitations { invitedBy } }',
      {},
      { cookie: newcomer.cookie },
    );
    expect(mine.body.data!.myCoHostInvitations).toEqual([{ invitedBy: 'Ayla Demir' }]);

    expect((await answer(newcomer, received!.id, 'accept')).statusCode).toBe(200);
    expect(await hostAccess(newcomer, event)).toEqual(await hostAccess(owner, event));
    expect((await hostAccess(newcomer, event)).node).not.toBeNull();
    const hosts = await app.server.inject({ url: `/api/auth/events/${event.id}`, headers: authHeaders(owner) });
    expect(hosts.json<{ event: { invitations: unknown[] } }>().event.invitations).toEqual([]);
  });
});

// The real invitation budgets; every other budget relaxed.
const {
  invitationsPerAccount: _account,
  invitationsPerEvent: _event,
  ...RELAXED_RATE_LIMITS_WITHOUT_INVITATIONS
} = RELAXED_RATE_LIMITS;

describe('invitations are rate limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: RELAXED_RATE_LIMITS_WITHOUT_INVITATIONS });
  });
  afterAll(() => limited.close());

  const send = (owner: User, eventId: number, n: number) =>
    limited.server.inject({
      method: 'POST',
      url: `/api/auth/events/${eventId}/hosts`,
      headers: authHeaders({ cookie: owner.cookie }),
      payload: { email: `guess-${n}-${Date.now()}@example.com` },
    });

  it('refuses the 21st invitation to one event within an hour, over REST and GraphQL, saying when to retry', async () => {
    const owner = await signupUser(limited);
    const event = await createEvent(limited, { cookie: owner.cookie });
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) statuses.push((await send(owner, event.id, n)).statusCode);
    expect(statuses).toEqual([...Array<number>(20).fill(201), 429]);

    const refused = await send(owner, event.id, 21);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This event has had 20 invitations in the last hour\. You can send more in \d+ minutes?\.$/,
    );
    const viaGraphql = await limited.graphql<{ addCoHost: { __typename: string; message: string } }>(
      ADD_COHOST,
      { eventId: event.globalId, email: 'one-more@example.com' },
      { cookie: owner.cookie },
    );
    expect(viaGraphql.body.data!.addCoHost).toMatchObject({ __typename: 'RateLimitError' });
  });

  it('refuses an account more than 30 invitations an hour across its events', async () => {
    const owner = await signupUser(limited);
    const first = await createEvent(limited, { cookie: owner.cookie });
    const second = await createEvent(limited, { cookie: owner.cookie });
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) statuses.push((await send(owner, first.id, n)).statusCode);
    for (let n = 20; n < 31; n++) statuses.push((await send(owner, second.id, n)).statusCode);
    expect(statuses).toEqual([...Array<number>(30).fill(201), 429]);
    const refused = await send(owner, second.id, 31);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^You have sent 30 invitations in the last hour\. You can send more in \d+ minutes?\.$/,
    );
  });
});

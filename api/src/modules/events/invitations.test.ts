import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { uploadGuestPhotos } from '../../../test/photos.ts';

// Issue 12, item 11: adding a co-host by email creates an invitation; the account behind the email gets no
// access until it accepts it, so registering someone's address in advance gains nothing by itself.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type User = Awaited<ReturnType<typeof signupUser>>;

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
      invitation: { email: squatter.email, displayName: 'Partner' },
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
      expect(response.json()).toEqual({ message: 'This invitation was not found.' });
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

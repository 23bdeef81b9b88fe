import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { createEvent, inDays, uniqueSlug } from '../../../test/factories.ts';

let app: TestApp;
type Host = SignedUpUser;
let owner: Host;
let stranger: Host;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signupUser(app, { displayName: 'Ayla Demir' });
  stranger = await signupUser(app, { displayName: 'Mallory' });
});
afterAll(() => app.close());

const EVENT_FIELDS = /* GraphQL */ `
  fragment EventFields on Event {
    id
    databaseId
    slug
    title
    status
    visibility
    isPinRequired
    pinCode
    latitude
    longitude
    venueName
    viewerRole
    shareUrl
    photoCount
    rsvpCount
    hosts {
      id
      role
      email
      displayName
      isViewer
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateEventInput!) {
    createEvent(input: $input) {
      __typename
      ... on CreateEventSuccess {
        event {
          ...EventFields
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
  ${EVENT_FIELDS}
`;

const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) {
      __typename
      ... on UpdateEventSuccess {
        event {
          ...EventFields
        }
      }
      ... on Error {
        message
      }
    }
  }
  ${EVENT_FIELDS}
`;

const SET_STATUS = /* GraphQL */ `
  mutation SetStatus($id: ID!, $status: EventStatus!) {
    setEventStatus(id: $id, status: $status) {
      __typename
      ... on SetEventStatusSuccess {
        event {
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteEvent(id: $id) {
      __typename
      ... on DeleteEventSuccess {
        deletedEventId
      }
      ... on Error {
        message
      }
    }
  }
`;

const ADD_COHOST = /* GraphQL */ `
  mutation AddCoHost($eventId: ID!, $email: String!) {
    addCoHost(eventId: $eventId, email: $email) {
      __typename
      ... on AddCoHostSuccess {
        event {
          hosts {
            id
            role
            email
          }
          pendingInvitations {
            id
            email
            displayName
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const REMOVE_COHOST = /* GraphQL */ `
  mutation RemoveCoHost($hostId: ID!) {
    removeCoHost(hostId: $hostId) {
      __typename
      ... on RemoveCoHostSuccess {
        event {
          hosts {
            email
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const MY_EVENTS = /* GraphQL */ `
  query MyEvents {
    myEvents(first: 100) {
      edges {
        node {
          slug
          viewerRole
          status
        }
      }
    }
  }
`;

const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      id
      ... on Event {
        title
        pinCode
      }
      ... on EventHost {
        email
      }
    }
  }
`;

const HOSTED = /* GraphQL */ `
  query Hosted($id: Int!) {
    hostedEvent(databaseId: $id) {
      title
      pinCode
    }
  }
`;

interface Result {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  event?: Record<string, unknown> & { hosts: { id: string; role: string; email: string }[] };
}

async function gqlCreate(auth: Auth, input: Record<string, unknown>) {
  const response = await app.graphql<{ createEvent: Result }>(
    CREATE,
    { input: { title: 'Ayla & Can', dateTime: inDays(40).toISOString(), slug: uniqueSlug(), ...input } },
    auth,
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.createEvent;
}

async function mySlugs(auth: Auth): Promise<{ slug: string; viewerRole: string; status: string }[]> {
  const response = await app.graphql<{
    myEvents: { edges: { node: { slug: string; viewerRole: string; status: string } }[] };
  }>(MY_EVENTS, {}, auth);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.myEvents.edges.map((edge) => edge.node);
}

async function auditActions(eventId: number): Promise<string[]> {
  const rows = await app.database.prisma.auditLog.findMany({
    where: { targetType: 'Event', targetId: String(eventId) },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => row.action);
}

describe('creating an event', () => {
  it('creates it with the owner role, LINK visibility by default, and an audit row', async () => {
    const slug = uniqueSlug('ayla-can');
    const result = await gqlCreate(asUser(owner), { slug: `  ${slug.toUpperCase()} `, venueName: 'Çırağan Palace' });
    expect(result.__typename).toBe('CreateEventSuccess');
    expect(result.event).toMatchObject({
      slug,
      title: 'Ayla & Can',
      status: 'ACTIVE',
      visibility: 'LINK',
      isPinRequired: false,
      pinCode: null,
      viewerRole: 'OWNER',
      venueName: 'Çırağan Palace',
      photoCount: 0,
      rsvpCount: 0,
      shareUrl: `http://localhost:80/e/${slug}`,
    });
    expect(result.event!.hosts).toEqual([
      expect.objectContaining({ role: 'OWNER', email: owner.email, displayName: 'Ayla Demir', isViewer: true }),
    ]);
    expect(await auditActions(result.event!.databaseId as number)).toEqual(['event.create']);
    expect((await mySlugs(asUser(owner))).map((event) => event.slug)).toContain(slug);
  });

  it('takes autoApprove at creation through GraphQL, as REST always did', async () => {
    const result = await gqlCreate(asUser(owner), { autoApprove: true });
    expect(result.__typename).toBe('CreateEventSuccess');
    const id = result.event!.databaseId as number;
    expect(await app.database.prisma.event.findUnique({ where: { id }, select: { autoApprove: true } })).toEqual({
      autoApprove: true,
    });
  });

  it.each([
    [{ title: '  ' }, 'title', 'Title is required'],
    [{ slug: 'ab' }, 'slug', 'Event link must be at least 3 characters'],
    [{ slug: 'ayla_can!' }, 'slug', 'Event link can only contain lowercase letters, numbers and single hyphens'],
    [{ slug: '-ayla' }, 'slug', 'Event link can only contain lowercase letters, numbers and single hyphens'],
    [{ isPinRequired: true }, 'pinCode', 'Please enter a PIN of 4 to 8 digits, or turn off Require PIN'],
    [{ isPinRequired: true, pinCode: '12a4' }, 'pinCode', 'PIN must be 4 to 8 digits'],
    [{ isPinRequired: true, pinCode: '123456789' }, 'pinCode', 'PIN must be 4 to 8 digits'],
    [{ latitude: 91 }, 'latitude', 'Latitude must be a number between -90 and 90'],
    [{ longitude: -181 }, 'longitude', 'Longitude must be a number between -180 and 180'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Please enter a valid contact email'],
  ])('refuses %j with a clear message', async (input, field, message) => {
    const result = await gqlCreate(asUser(owner), input);
    expect(result.__typename).toBe('ValidationError');
    expect(result.message).toBe(message);
    expect(result.fieldErrors).toContainEqual({ field, message });
  });

  it('refuses a taken slug, whatever its letter case, and checkSlug says so', async () => {
    const slug = uniqueSlug('taken');
    await createEvent(app, asUser(owner), { slug });
    const result = await gqlCreate(asUser(stranger), { slug: slug.toUpperCase() });
    expect(result).toMatchObject({
      __typename: 'ConflictError',
      message: 'This link is already taken. Please choose another.',
    });

    const check = await app.graphql<{ checkSlug: { available: boolean; message: string | null } }>(
      `query($slug: String!) { checkSlug(slug: $slug) { slug available message } }`,
      { slug: slug.toUpperCase() },
      asUser(stranger),
    );
    expect(check.body.data!.checkSlug).toEqual({
      slug,
      available: false,
      message: 'This link is already taken. Please choose another.',
    });
  });

  it('checks slugs over REST: available, taken, too short, bad characters', async () => {
    const free = uniqueSlug('free');
    const check = async (slug: string) => {
      const response = await app.server.inject({
        url: `/api/auth/check-slug?slug=${encodeURIComponent(slug)}`,
        headers: authHeaders(asUser(owner)),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ available: boolean; message: string | null }>();
    };
    expect(await check(free)).toMatchObject({ available: true, message: null });
    const taken = await createEvent(app, asUser(owner));
    expect(await check(taken.slug)).toMatchObject({ available: false });
    expect(await check('ab')).toEqual({
      slug: 'ab',
      available: false,
      message: 'Event link must be at least 3 characters',
    });
    expect((await check('a b c')).available).toBe(false);
  });

  it('answers 400 with the message over REST, and 401 without a session', async () => {
    const bad = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: authHeaders(asUser(owner)),
      payload: { slug: uniqueSlug(), title: 'Party' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Date and time is required', code: 'ValidationError' });

    const notJson = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: { ...authHeaders(asUser(owner)), 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(notJson.statusCode).toBe(400);

    const anonymous = await app.server.inject({ method: 'POST', url: '/api/auth/events', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.', code: 'UnauthenticatedError' });

    const graphql = await app.graphql(CREATE, {
      input: { slug: uniqueSlug(), title: 'x', dateTime: new Date().toISOString() },
    });
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: 'Please sign in to continue.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('editing an event', () => {
  it('saves settings, keeps the slug, omits empty coordinates, and turning the PIN off forgets it', async () => {
    const event = await createEvent(app, asUser(owner), {
      latitude: 41.0,
      longitude: 29.0,
      isPinRequired: true,
      pinCode: '1234',
    });
    const saved = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(owner)),
      payload: {
        title: 'Ayla & Can — the party',
        dateTime: '2027-06-12T16:30:00.000Z',
        latitude: '',
        longitude: '',
        description: '',
        coverImageUrl: 'https://images.example.com/cover.jpg',
        isPinRequired: false,
        pinCode: '1234',
        slug: event.slug,
        rsvpEnabled: false,
        contactEmail: 'Planner@Example.com',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Saved');
    expect(saved.json().event).toMatchObject({
      slug: event.slug,
      title: 'Ayla & Can — the party',
      dateTime: '2027-06-12T16:30:00.000Z',
      latitude: null,
      longitude: null,
      description: null,
      coverImageUrl: 'https://images.example.com/cover.jpg',
      isPinRequired: false,
      pinCode: null,
      rsvpEnabled: false,
      contactEmail: 'planner@example.com',
    });

    const audit = await app.database.prisma.auditLog.findFirst({
      where: { action: 'event.update', targetId: String(event.id) },
    });
    expect(audit?.metadata).toMatchObject({ fields: expect.arrayContaining(['title', 'isPinRequired', 'pinCode']) });
    expect(JSON.stringify(audit?.metadata)).not.toContain('1234');
  });

  it('refuses to change the slug, and refuses a cover URL that is not http(s)', async () => {
    const event = await createEvent(app, asUser(owner));
    const renamed = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(owner)),
      payload: { slug: `${event.slug}-new` },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({
      message: 'The event link cannot be changed after creation',
      code: 'ValidationError',
    });

    const script = await app.graphql<{ updateEvent: Result }>(
      UPDATE,
      { id: event.globalId, input: { coverImageUrl: 'javascript:alert(1)' } },
      asUser(owner),
    );
    expect(script.body.data!.updateEvent).toMatchObject({
      __typename: 'ValidationError',
      message: 'Cover image URL must start with https:// or http://',
    });
  });

  it('requires a PIN when Require PIN is turned on, and keeps the stored one on later saves', async () => {
    const event = await createEvent(app, asUser(owner));
    const noPin = await app.graphql<{ updateEvent: Result }>(
      UPDATE,
      { id: event.globalId, input: { isPinRequired: true } },
      asUser(owner),
    );
    expect(noPin.body.data!.updateEvent.__typename).toBe('ValidationError');

    const withPin = await app.graphql<{ updateEvent: Result }>(
      UPDATE,
      { id: event.globalId, input: { isPinRequired: true, pinCode: '4321' } },
      asUser(owner),
    );
    expect(withPin.body.data!.updateEvent.event).toMatchObject({ isPinRequired: true, pinCode: '4321' });

    const titleOnly = await app.graphql<{ updateEvent: Result }>(
      UPDATE,
      { id: event.globalId, input: { title: 'Renamed' } },
      asUser(owner),
    );
    expect(titleOnly.body.data!.updateEvent.event).toMatchObject({ title: 'Renamed', pinCode: '4321' });
  });
});

describe('status and deletion', () => {
  it('deactivates and activates with SPEC messages, each audited', async () => {
    const event = await createEvent(app, asUser(owner));
    const off = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}/status`,
      headers: authHeaders(asUser(owner)),
      payload: { status: 'INACTIVE' },
    });
    expect(off.json()).toMatchObject({ message: 'Event deactivated successfully', event: { status: 'INACTIVE' } });
    expect((await mySlugs(asUser(owner))).find((e) => e.slug === event.slug)?.status).toBe('INACTIVE');

    const on = await app.graphql<{ setEventStatus: Result }>(
      SET_STATUS,
      { id: event.globalId, status: 'ACTIVE' },
      asUser(owner),
    );
    expect(on.body.data!.setEventStatus).toMatchObject({ event: { status: 'ACTIVE' } });

    const bad = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}/status`,
      headers: authHeaders(asUser(owner)),
      payload: { status: 'ARCHIVED' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await auditActions(event.id)).toEqual(['event.create', 'event.deactivate', 'event.activate']);
  });

  it('deletes: gone from lists, node and REST at once, the slug stays taken, audited', async () => {
    const event = await createEvent(app, asUser(owner));
    const deleted = await app.graphql<{ deleteEvent: { __typename: string; deletedEventId: string } }>(
      DELETE,
      { id: event.globalId },
      asUser(owner),
    );
    expect(deleted.body.data!.deleteEvent).toEqual({
      __typename: 'DeleteEventSuccess',
      deletedEventId: event.globalId,
    });

    expect((await mySlugs(asUser(owner))).map((e) => e.slug)).not.toContain(event.slug);
    expect(
      (await app.graphql<{ node: unknown }>(NODE, { id: event.globalId }, asUser(owner))).body.data!.node,
    ).toBeNull();
    const rest = await app.server.inject({ url: `/api/auth/events/${event.id}`, headers: authHeaders(asUser(owner)) });
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toEqual({ message: 'Event not found', code: 'NotFoundError' });
    const again = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(owner)),
    });
    expect(again.statusCode).toBe(404);

    const check = await app.server.inject({
      url: `/api/auth/check-slug?slug=${event.slug}`,
      headers: authHeaders(asUser(stranger)),
    });
    expect(check.json().available).toBe(false);
    expect(await auditActions(event.id)).toEqual(['event.create', 'event.delete']);
  });

  it('removes the photos, RSVPs and guestbook messages of a deleted event', async () => {
    const event = await createEvent(app, asUser(owner));
    const prisma = app.database.prisma;
    await prisma.upload.create({
      data: {
        eventId: event.id,
        originalFilename: 'a.jpg',
        mimeType: 'image/jpeg',
        bytes: 3,
        sha256: 'abc',
        storageKey: `events/${event.id}/originals/a.jpg`,
        displayKey: `events/${event.id}/display/a.jpg`,
        thumbnailKey: `events/${event.id}/thumbs/a.jpg`,
      },
    });
    await prisma.rsvp.create({ data: { eventId: event.id, fullName: 'Guest' } });
    await prisma.guestbookEntry.create({
      data: { eventId: event.id, guestKeyHash: 'a'.repeat(64), name: 'Aunt Selin', message: 'Be happy!' },
    });
    const response = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(owner)),
    });
    expect(response.json()).toEqual({ success: true, message: 'Event deleted successfully' });
    expect(await prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
    expect(await prisma.rsvp.count({ where: { eventId: event.id } })).toBe(0);
    // The event's row stays (its slug is never reused), so nothing cascades: the messages go explicitly.
    expect(await prisma.guestbookEntry.count({ where: { eventId: event.id } })).toBe(0);
  });
});

describe('another host', () => {
  it('can neither read nor change an event that is not theirs, through GraphQL', async () => {
    const event = await createEvent(app, asUser(owner), { isPinRequired: true, pinCode: '2468' });
    const hostId = (await app.database.prisma.eventMember.findFirstOrThrow({ where: { eventId: event.id } })).id;
    const hostGlobalId = Buffer.from(`EventHost:${hostId}`).toString('base64');

    for (const auth of [asUser(stranger), undefined]) {
      const node = await app.graphql<{ node: unknown }>(NODE, { id: event.globalId }, auth);
      expect(node.body.data?.node ?? null).toBeNull();
      const hostNode = await app.graphql<{ node: unknown }>(NODE, { id: hostGlobalId }, auth);
      expect(hostNode.body.data?.node ?? null).toBeNull();
      const nodes = await app.graphql<{ nodes: unknown[] }>(
        `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
        { ids: [event.globalId, hostGlobalId] },
        auth,
      );
      expect(nodes.body.data?.nodes ?? [null, null]).toEqual([null, null]);
    }
    const hosted = await app.graphql<{ hostedEvent: unknown }>(HOSTED, { id: event.id }, asUser(stranger));
    expect(hosted.body.data!.hostedEvent).toBeNull();
    expect((await mySlugs(asUser(stranger))).map((e) => e.slug)).not.toContain(event.slug);

    const attempts: [string, string, Record<string, unknown>][] = [
      ['updateEvent', UPDATE, { id: event.globalId, input: { title: 'Hacked' } }],
      ['setEventStatus', SET_STATUS, { id: event.globalId, status: 'INACTIVE' }],
      ['deleteEvent', DELETE, { id: event.globalId }],
      ['addCoHost', ADD_COHOST, { eventId: event.globalId, email: stranger.email }],
      ['removeCoHost', REMOVE_COHOST, { hostId: hostGlobalId }],
    ];
    for (const [field, mutation, variables] of attempts) {
      const response = await app.graphql<Record<string, Result>>(mutation, variables, asUser(stranger));
      expect(response.body.data![field]!.__typename, field).toBe('NotFoundError');
    }
    const cover = await app.graphql<{ prepareCoverUpload: Result }>(
      `mutation($id: ID!) { prepareCoverUpload(eventId: $id, mimeType: "image/jpeg", originalFilename: "a.jpg") {
        __typename ... on Error { message } } }`,
      { id: event.globalId },
      asUser(stranger),
    );
    expect(cover.body.data!.prepareCoverUpload.__typename).toBe('NotFoundError');

    const unchanged = await app.database.prisma.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(unchanged).toMatchObject({ title: 'Ayla & Can', status: 'ACTIVE', deletedAt: null });
    expect(await app.database.prisma.eventMember.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('can neither read nor change it through REST (404, never its fields)', async () => {
    const event = await createEvent(app, asUser(owner), { isPinRequired: true, pinCode: '2468' });
    const headers = authHeaders(asUser(stranger));
    const requests = [
      { method: 'GET', url: `/api/auth/events/${event.id}` },
      { method: 'PATCH', url: `/api/auth/events/${event.id}`, payload: { title: 'Hacked' } },
      { method: 'PATCH', url: `/api/auth/events/${event.id}/status`, payload: { status: 'INACTIVE' } },
      { method: 'DELETE', url: `/api/auth/events/${event.id}` },
      { method: 'POST', url: `/api/auth/events/${event.id}/hosts`, payload: { email: stranger.email } },
      { method: 'POST', url: `/api/auth/events/${event.id}/cover/presign`, payload: { mimeType: 'image/jpeg' } },
      { method: 'POST', url: `/api/auth/events/${event.id}/cover/complete`, payload: { storageKey: 'x' } },
      { method: 'GET', url: `/api/auth/events/${event.id}/qr.png` },
    ] as const;
    for (const request of requests) {
      const response = await app.server.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.body).not.toContain('2468');
      const anonymous = await app.server.inject({ ...request });
      expect(anonymous.statusCode, `anonymous ${request.method} ${request.url}`).toBe(401);
    }
    const list = await app.server.inject({ url: '/api/auth/my/events', headers });
    expect(list.body).not.toContain(event.slug);
    const unchanged = await app.database.prisma.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(unchanged).toMatchObject({ title: 'Ayla & Can', status: 'ACTIVE', deletedAt: null });
  });

  it('gets 404 for malformed ids and ids of the wrong type', async () => {
    for (const url of ['/api/auth/events/abc', '/api/auth/events/-1', '/api/auth/events/99999999999']) {
      const response = await app.server.inject({ url, headers: authHeaders(asUser(owner)) });
      expect(response.statusCode, url).toBe(404);
    }
    const userId = Buffer.from(`User:${owner.id}`).toString('base64');
    const wrongType = await app.graphql(UPDATE, { id: userId, input: { title: 'x' } }, asUser(owner));
    expect(wrongType.body.errors?.[0]?.message).toBeDefined();
    expect(JSON.stringify(wrongType.body)).not.toContain('UpdateEventSuccess');
  });
});

describe('co-hosts', () => {
  it('the owner invites one by email; once they accept they can view, edit settings and read counts, but not delete, toggle or manage hosts', async () => {
    const coHost = await signupUser(app, { displayName: 'Can Yılmaz' });
    const third = await signupUser(app);
    const event = await createEvent(app, asUser(owner));

    const added = await app.graphql<{ addCoHost: Result }>(
      ADD_COHOST,
      { eventId: event.globalId, email: `  ${coHost.email.toUpperCase()} ` },
      asUser(owner),
    );
    // Invited, not yet a host: no access of any kind until they accept.
    expect(added.body.data!.addCoHost.event!.hosts.map((h) => [h.role, h.email])).toEqual([['OWNER', owner.email]]);
    // Listed by address only until accepted (issue 28): the deprecated displayName is the address too.
    expect(added.body.data!.addCoHost.event!.pendingInvitations).toEqual([
      { id: expect.any(String), email: coHost.email, displayName: coHost.email },
    ]);
    expect((await mySlugs(asUser(coHost))).map((e) => e.slug)).not.toContain(event.slug);
    const before = await app.server.inject({
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(coHost)),
    });
    expect(before.statusCode).toBe(404);

    const invitations = await app.graphql<{
      myCoHostInvitations: { id: string; eventTitle: string; invitedBy: string }[];
    }>('{ myCoHostInvitations { id eventTitle invitedBy } }', {}, asUser(coHost));
    expect(invitations.body.data!.myCoHostInvitations).toEqual([
      { id: expect.any(String), eventTitle: 'Ayla & Can', invitedBy: 'Ayla Demir' },
    ]);
    const accepted = await app.graphql<{
      acceptCoHostInvitation: { __typename: string; event?: { hosts: { id: string; role: string; email: string }[] } };
    }>(
      `mutation($id: ID!) { acceptCoHostInvitation(invitationId: $id) { __typename
        ... on AcceptCoHostInvitationSuccess { event { hosts { id role email } } } } }`,
      { id: invitations.body.data!.myCoHostInvitations[0]!.id },
      asUser(coHost),
    );
    expect(accepted.body.data!.acceptCoHostInvitation.event!.hosts.map((h) => [h.role, h.email])).toEqual([
      ['OWNER', owner.email],
      ['CO_HOST', coHost.email],
    ]);
    const coHostEntry = accepted.body.data!.acceptCoHostInvitation.event!.hosts[1]!;

    // Co-host: sees it, with their role, on the dashboard and through REST.
    expect((await mySlugs(asUser(coHost))).find((e) => e.slug === event.slug)?.viewerRole).toBe('CO_HOST');
    const rest = await app.server.inject({ url: '/api/auth/my/events', headers: authHeaders(asUser(coHost)) });
    const listed = rest.json<{ events: { slug: string; userRole: string; _count: unknown }[] }>().events;
    expect(listed.find((e) => e.slug === event.slug)).toMatchObject({
      userRole: 'CO_HOST',
      _count: { uploads: 0, rsvps: 0 },
    });

    // Co-host: edits settings.
    const edit = await app.graphql<{ updateEvent: Result }>(
      UPDATE,
      { id: event.globalId, input: { venueName: 'Garden' } },
      asUser(coHost),
    );
    expect(edit.body.data!.updateEvent.event).toMatchObject({ venueName: 'Garden', viewerRole: 'CO_HOST' });

    // Co-host: no owner actions.
    const forbidden: [string, string, Record<string, unknown>][] = [
      ['setEventStatus', SET_STATUS, { id: event.globalId, status: 'INACTIVE' }],
      ['deleteEvent', DELETE, { id: event.globalId }],
      ['addCoHost', ADD_COHOST, { eventId: event.globalId, email: third.email }],
      ['removeCoHost', REMOVE_COHOST, { hostId: added.body.data!.addCoHost.event!.hosts[0]!.id }],
    ];
    for (const [field, mutation, variables] of forbidden) {
      const response = await app.graphql<Record<string, Result>>(mutation, variables, asUser(coHost));
      expect(response.body.data![field], field).toMatchObject({ __typename: 'ForbiddenError' });
    }
    const restDelete = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(coHost)),
    });
    expect(restDelete.statusCode).toBe(403);
    expect(restDelete.json()).toEqual({ message: 'Only the event owner can do this.', code: 'ForbiddenError' });
    const state = await app.database.prisma.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(state).toMatchObject({ status: 'ACTIVE', deletedAt: null });

    // The owner removes the co-host: the event leaves their dashboard at once.
    const removed = await app.graphql<{ removeCoHost: Result }>(
      REMOVE_COHOST,
      { hostId: coHostEntry.id },
      asUser(owner),
    );
    expect(removed.body.data!.removeCoHost.__typename).toBe('RemoveCoHostSuccess');
    expect((await mySlugs(asUser(coHost))).map((e) => e.slug)).not.toContain(event.slug);
    expect(await auditActions(event.id)).toEqual([
      'event.create',
      'event.cohost.invite',
      'event.cohost.accept',
      'event.update',
      'event.cohost.remove',
    ]);
  });

  it('invites unknown emails like any other, explains duplicates and the owner themselves; a co-host may leave', async () => {
    const coHost = await signupUser(app);
    const event = await createEvent(app, asUser(owner));
    const add = async (email: string) =>
      (await app.graphql<{ addCoHost: Result }>(ADD_COHOST, { eventId: event.globalId, email }, asUser(owner))).body
        .data!.addCoHost;
    expect((await add('nobody@example.com')).__typename).toBe('AddCoHostSuccess');
    expect(await add('not an address')).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please enter a valid email address',
    });
    expect(await add(owner.email)).toMatchObject({
      __typename: 'ConflictError',
      message: 'You already own this event.',
    });
    expect((await add(coHost.email)).__typename).toBe('AddCoHostSuccess');
    expect(await add(coHost.email)).toMatchObject({
      __typename: 'ConflictError',
      message: 'This person has already been invited.',
    });
    const invitation = (
      await app.server.inject({ url: '/api/auth/invitations', headers: authHeaders(asUser(coHost)) })
    ).json<{ invitations: { id: number }[] }>().invitations[0]!;
    const accept = await app.server.inject({
      method: 'POST',
      url: `/api/auth/invitations/${invitation.id}/accept`,
      headers: authHeaders(asUser(coHost)),
    });
    expect(accept.json()).toEqual({ success: true, eventId: event.id });
    expect(await add(coHost.email)).toMatchObject({
      __typename: 'ConflictError',
      message: 'This person is already a host of this event.',
    });

    const hosts = await app.server.inject({
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(coHost)),
    });
    const hostRows = hosts.json<{ event: { hosts: { id: number; role: string }[] } }>().event.hosts;
    const coHostRow = hostRows.find((h) => h.role === 'CO_HOST')!;
    const ownerRow = hostRows.find((h) => h.role === 'OWNER')!;
    const ownerRemoval = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/hosts/${ownerRow.id}`,
      headers: authHeaders(asUser(owner)),
    });
    expect(ownerRemoval.statusCode).toBe(403);
    const leave = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/hosts/${coHostRow.id}`,
      headers: authHeaders(asUser(coHost)),
    });
    expect(leave.statusCode).toBe(200);
    const after = await app.server.inject({
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(coHost)),
    });
    expect(after.statusCode).toBe(404);
  });

  it('a co-host who leaves over GraphQL reads which event they left (eventId), with no error', async () => {
    const coHost = await signupUser(app);
    const event = await createEvent(app, asUser(owner));
    await app.graphql(ADD_COHOST, { eventId: event.globalId, email: coHost.email }, asUser(owner));
    const invitation = (
      await app.server.inject({ url: '/api/auth/invitations', headers: authHeaders(asUser(coHost)) })
    ).json<{ invitations: { id: number }[] }>().invitations[0]!;
    await app.server.inject({
      method: 'POST',
      url: `/api/auth/invitations/${invitation.id}/accept`,
      headers: authHeaders(asUser(coHost)),
    });
    const hosts = await app.server.inject({
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(coHost)),
    });
    const own = hosts.json<{ event: { hosts: { id: number; role: string }[] } }>().event.hosts;
    const hostId = encodeGlobalID('EventHost', own.find((h) => h.role === 'CO_HOST')!.id);

    const leave = await app.graphql<{ removeCoHost: { __typename: string; eventId?: string } }>(
      /* GraphQL */ `
        mutation Leave($hostId: ID!) {
          removeCoHost(hostId: $hostId) {
            __typename
            ... on RemoveCoHostSuccess {
              eventId
            }
          }
        }
      `,
      { hostId },
      asUser(coHost),
    );
    expect(leave.body.errors).toBeUndefined();
    expect(leave.body.data!.removeCoHost).toEqual({ __typename: 'RemoveCoHostSuccess', eventId: event.globalId });
    expect((await mySlugs(asUser(coHost))).map((e) => e.slug)).not.toContain(event.slug);
  });
});

describe('the dashboard list', () => {
  it('lists only my events, soonest first, with counts and role (REST and GraphQL agree)', async () => {
    const host = await signupUser(app);
    const later = await createEvent(app, { cookie: host.cookie }, { dateTime: inDays(60).toISOString() });
    const sooner = await createEvent(app, { cookie: host.cookie }, { dateTime: inDays(3).toISOString() });
    await createEvent(app, asUser(stranger));
    const rest = await app.server.inject({ url: '/api/auth/my/events', headers: authHeaders({ cookie: host.cookie }) });
    expect(rest.statusCode).toBe(200);
    const events = rest.json<{ events: { slug: string; userRole: string; _count: object }[] }>().events;
    expect(events.map((e) => e.slug)).toEqual([sooner.slug, later.slug]);
    expect(events[0]).toMatchObject({ userRole: 'OWNER', _count: { uploads: 0, rsvps: 0 } });
    expect((await mySlugs({ cookie: host.cookie })).map((e) => e.slug)).toEqual([sooner.slug, later.slug]);
  });
});

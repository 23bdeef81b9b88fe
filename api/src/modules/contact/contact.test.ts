import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../../test/app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ rateLimits: { ...RELAXED_RATE_LIMITS, contact: { limit: 3, windowMs: 60_000 } } });
});
afterAll(() => app.close());

let client = 0;
/** Each test writes from its own address, so the per-client budget of one does not spill into another. */
function post(payload: unknown, address = `10.0.0.${++client}`) {
  return app.server.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: address });
}

const general = {
  name: 'Zeynep Arslan',
  email: 'Zeynep@Example.com',
  subject: 'Can guests upload videos?',
  message: 'We would love short clips from the dance floor. Is that possible?',
  phone: '+90 555 000 00 00',
  company: '',
};

describe('POST /api/contact', () => {
  it('stores a general message as NEW with its priority, and says so', async () => {
    const response = await post(general);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Message Sent!', priority: 'NORMAL' });
    const stored = await app.database.prisma.contactMessage.findFirstOrThrow({ where: { subject: general.subject } });
    expect(stored).toMatchObject({
      name: 'Zeynep Arslan',
      email: 'zeynep@example.com',
      phone: '+90 555 000 00 00',
      company: null,
      message: general.message,
      status: 'NEW',
      priority: 'NORMAL',
    });
  });

  it('a sales inquiry gets a [Sales] subject, its facts folded into the text, and a higher rank', async () => {
    const response = await post({
      name: 'Emre Demir',
      email: 'emre@studio.example',
      company: 'Demir Weddings',
      message: 'We shoot about 60 weddings a season and want one gallery per couple.',
      planInterest: 'professional',
      teamSize: '6-20',
      eventVolume: '51-100',
      timeline: '3-months',
    });
    expect(response.json().priority).toBe('URGENT');
    const stored = await app.database.prisma.contactMessage.findFirstOrThrow({
      where: { email: 'emre@studio.example' },
    });
    expect(stored.subject).toBe('[Sales] Professional plan inquiry from Demir Weddings');
    expect(stored.message).toBe(
      'Company: Demir Weddings\nPlan: professional\nTeam size: 6-20\nEvents per month: 51-100\nTimeline: Within 3 months\n\n' +
        'We shoot about 60 weddings a season and want one gallery per couple.',
    );
  });

  it('refuses missing and malformed fields with field messages (400) and stores nothing', async () => {
    const before = await app.database.prisma.contactMessage.count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...general, name: ' ' }, 'name', 'Name is required'],
      [{ ...general, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...general, subject: '' }, 'subject', 'Subject is required'],
      [{ ...general, message: undefined }, 'message', 'Message is required'],
      [
        { ...general, planInterest: 'platinum', company: 'X' },
        'planInterest',
        'Plan must be one of premium, professional, enterprise',
      ],
      [{ ...general, planInterest: 'premium' }, 'company', 'Company is required'],
      [
        { ...general, planInterest: 'premium', company: 'X', timeline: 'someday' },
        'timeline',
        'Timeline must be one of immediately, 1-month, 3-months, 6-months, exploring',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({ message, code: 'ValidationError' });
      const { body } = await app.graphql(
        'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename ... on ValidationError { fieldErrors { field message } } } }',
        { input: Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) },
      );
      if (field !== 'message') {
        expect(body.data?.sendContactMessage, field).toEqual({
          __typename: 'ValidationError',
          fieldErrors: [{ field, message }],
        });
      }
    }
    expect(await app.database.prisma.contactMessage.count()).toBe(before);
    expect((await post(['not', 'an', 'object'])).statusCode).toBe(400);
  });

  it('caps the length of every field', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, number, string][] = [
      ['name', 101, 'Name must be at most 100 characters'],
      ['subject', 201, 'Subject must be at most 200 characters'],
      ['message', 5001, 'Message must be at most 5000 characters'],
      ['phone', 41, 'Phone must be at most 40 characters'],
      ['company', 201, 'Company must be at most 200 characters'],
    ];
    for (const [field, size, message] of cases) {
      const response = await post({ ...general, [field]: long(size) });
      expect(response.json(), field).toEqual({ message, code: 'ValidationError' });
    }
    expect((await post({ ...general, email: `${long(250)}@example.com` })).statusCode).toBe(400);
    expect((await post({ ...general, message: long(5000) })).statusCode).toBe(201);
  });

  it('a filled honeypot looks like success to the bot and stores nothing', async () => {
    const before = await app.database.prisma.contactMessage.count();
    const response = await post({ ...general, subject: 'Cheap followers', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().success).toBe(true);
    expect(await app.database.prisma.contactMessage.count()).toBe(before);
  });

  it('limits each client to its budget, then 429 with Retry-After; another client may still write', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 3; i += 1) expect((await post(general, address)).statusCode).toBe(201);
    const refused = await post(general, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(general, '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('sendContactMessage (GraphQL)', () => {
  it('stores the message for anyone and answers its priority', async () => {
    const { body } = await app.graphql(
      'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename ... on SendContactMessageSuccess { priority } } }',
      { input: { ...general, subject: 'URGENT: our gallery is down tonight' } },
    );
    expect(body.data?.sendContactMessage).toEqual({ __typename: 'SendContactMessageSuccess', priority: 'HIGH' });
    expect(
      await app.database.prisma.contactMessage.count({ where: { subject: 'URGENT: our gallery is down tonight' } }),
    ).toBe(1);
  });
});

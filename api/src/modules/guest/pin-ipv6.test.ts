import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { addressKey } from '../../limits/rate-limiter.ts';

// Issue 12, item 4: one IPv6 customer holds a whole /64; rotating addresses inside it must not give
// fresh PIN tries.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ rateLimits: { ...RELAXED_RATE_LIMITS, pinTries: { limit: 3, windowMs: 60_000 } } });
});
afterAll(() => app.close());

const open = (slug: string, pin: string, remoteAddress: string) =>
  app.server.inject({ url: `/api/events/${slug}?pin=${pin}`, remoteAddress });

it('wrong PINs from many addresses of one IPv6 /64 share one budget; another /64 keeps its own', async () => {
  const host = await signupUser(app);
  const event = await createEvent(app, { cookie: host.cookie }, { isPinRequired: true, pinCode: '9731' });
  for (let i = 1; i <= 3; i += 1) {
    expect((await open(event.slug, `000${i}`, `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(403);
  }
  expect((await open(event.slug, '0004', '2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
  expect((await open(event.slug, '9731', '2001:db8:1:3::1')).statusCode).toBe(200);
  // IPv4 addresses (also written IPv4-mapped) keep one budget each.
  expect((await open(event.slug, '0005', '::ffff:203.0.113.7')).statusCode).toBe(403);
  expect((await open(event.slug, '9731', '203.0.113.8')).statusCode).toBe(200);
});

it('addressKey: IPv4 as is, IPv6 by its /64 however it is written', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
});

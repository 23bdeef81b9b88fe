import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

describe('health when the database is down', () => {
  it('answers 503 with db down and a generic error, never the driver message', async () => {
    const app = await createTestApp();
    await app.database.close();
    const response = await app.server.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      db: { status: 'down', latencyMs: null, error: 'The database is not reachable' },
    });
    await app.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { ServiceHealth } from './service-health.ts';

// The status page's parts (issue 36, item 8): storage and live updates are said up or down in plain words.

describe('ServiceHealth', () => {
  it('says storage is down when it fails or does not answer, and live updates down when Redis is not ready', async () => {
    let calls = 0;
    const failing = new ServiceHealth(
      {
        stat: () => {
          calls += 1;
          return Promise.reject(new Error('bucket unreachable'));
        },
      },
      { connected: () => false },
    );
    await expect(failing.check('up')).resolves.toEqual({ database: 'up', storage: 'down', liveUpdates: 'down' });
    // Asked again within 15 s, storage is not probed again (anyone may ask /api/health).
    await failing.check('up');
    expect(calls).toBe(1);
  });

  it('probes storage again once its last answer is 15 s old', async () => {
    let now = 0;
    let healthy = false;
    const health = new ServiceHealth(
      { stat: () => (healthy ? Promise.resolve(null) : Promise.reject(new Error('down'))) },
      { connected: () => true },
      () => now,
    );
    expect((await health.check('up')).storage).toBe('down');
    healthy = true;
    now = 14_999;
    expect((await health.check('up')).storage).toBe('down');
    now = 15_000;
    await expect(health.check('down')).resolves.toEqual({ database: 'down', storage: 'up', liveUpdates: 'up' });
  });
});

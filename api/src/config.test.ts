import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      storage: { driver: 'local' },
      admin: undefined,
      trustProxy: ['loopback'],
    });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        STORAGE_DRIVER: 'gcs',
        JWT_SECRET: 'short',
        ADMIN_EMAIL: 'root@example.com',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'GCS_BUCKET', 'JWT_SECRET', 'ADMIN_PASSWORD']) {
      expect(problems).toContain(name);
    }
  });

  it('treats empty strings as unset and trims PUBLIC_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://photos.example.com/', TRUST_PROXY: '2' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://photos.example.com');
    expect(config.trustProxy).toBe(2);
  });
});

import { readFileSync } from 'node:fs';
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
      redisNamespace: 'wedding-photos',
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
        REDIS_NAMESPACE: 'two words',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'GCS_BUCKET', 'JWT_SECRET', 'ADMIN_PASSWORD', 'REDIS_NAMESPACE']) {
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

describe('shipped and weak secrets in production', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses the sample JWT_SECRET that docker-compose.yml used to ship, and any change-me value', () => {
    for (const secret of [
      'change-me-to-a-long-random-secret-of-32-chars-or-more',
      'please-change-me-this-is-32-chars-long!!',
    ]) {
      expect(() => loadConfig({ ...production, JWT_SECRET: secret })).toThrow(/JWT_SECRET: is a published sample/);
    }
    expect(() => loadConfig({ ...production, JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ ...production, JWT_SECRET: 'V7q1-0c9mZt2k8Ue4yRw3nLp6sHf5aDx' }).jwtSecret).toHaveLength(32);
  });

  it('refuses a weak ADMIN_PASSWORD: short, common, repeated or a sample', () => {
    for (const password of ['change-me-please', 'password1234', 'short-pass', 'adminadminadmin', 'aaaaaaaaaaaaaaab']) {
      expect(() =>
        loadConfig({ ...production, ADMIN_EMAIL: 'maria.lopez@example.com', ADMIN_PASSWORD: password }),
      ).toThrow(/ADMIN_PASSWORD: is too weak/);
    }
    const config = loadConfig({
      ...production,
      ADMIN_EMAIL: 'maria.lopez@example.com',
      ADMIN_PASSWORD: 'gentle-otter-rides-42',
    });
    expect(config.admin?.password).toBe('gentle-otter-rides-42');
  });

  it('outside production, local setups keep working with simple values; the e2e admin passes in production', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'password' }).admin).toBeDefined();
    expect(
      loadConfig({ ...production, ADMIN_EMAIL: 'admin@e2e.test', ADMIN_PASSWORD: 'admin-password-e2e' }).admin,
    ).toBeDefined();
  });

  it('docker-compose.yml ships no session secret and no admin password', () => {
    const compose = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
    expect(compose).not.toMatch(/JWT_SECRET:/);
    expect(compose).not.toMatch(/ADMIN_PASSWORD:/);
  });
});

describe('SUPPORT_EMAIL: the address the contact page offers', () => {
  it('is the one set, and a bad one is refused by name', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@venue.example' }).supportEmail).toBe('help@venue.example');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help at venue' })).toThrow(/SUPPORT_EMAIL: must be an email address/);
  });

  it("unset, it is support@ PUBLIC_URL's domain; none without a domain where mail could arrive", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://photos.example.com' }).supportEmail).toBe('support@photos.example.com');
    for (const publicUrl of [undefined, 'http://localhost:3000', 'http://192.168.1.20:3000', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: publicUrl }).supportEmail, publicUrl).toBeNull();
    }
  });
});

describe('email settings (decision 054)', () => {
  it('keep messages without SMTP_URL, and link to this server on localhost in development', () => {
    expect(loadConfig({ PORT: '4100' }).email).toEqual({
      smtpUrl: undefined,
      from: '"Wedding Photos" <no-reply@localhost>',
      linkBase: 'http://localhost:4100',
      workers: 2,
    });
  });

  it('send through SMTP_URL from no-reply@ PUBLIC_URL’s domain, linking to PUBLIC_URL', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      PUBLIC_URL: 'https://photos.example.com/',
    });
    expect(config.email).toMatchObject({
      smtpUrl: 'smtp://u:p@mail.example.com:587',
      from: '"Wedding Photos" <no-reply@photos.example.com>',
      linkBase: 'https://photos.example.com',
    });
  });

  it('refuse SMTP_URL without PUBLIC_URL (mailed links would have nowhere safe to lead), and a URL that is not SMTP', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/PUBLIC_URL: is required with SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com', PUBLIC_URL: 'https://a.example' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});

describe('video settings (decision 048)', () => {
  it('default to 1 GB, 5 minutes, 30 s in the slideshow, 20 minutes to convert, one conversion at a time', () => {
    expect(loadConfig({}).video).toEqual({
      ffmpegPath: undefined,
      ffprobePath: undefined,
      maxBytes: 1_073_741_824,
      maxSeconds: 300,
      slideshowSeconds: 30,
      transcodeTimeoutMs: 1_200_000,
      workers: 1,
    });
  });

  it('are read from the environment', () => {
    const config = loadConfig({
      FFMPEG_PATH: '/usr/bin/ffmpeg',
      FFPROBE_PATH: 'ffprobe',
      MAX_VIDEO_BYTES: '536870912',
      MAX_VIDEO_SECONDS: '600',
      SLIDESHOW_VIDEO_SECONDS: '15',
      VIDEO_TRANSCODE_TIMEOUT_SECONDS: '3600',
      VIDEO_WORKERS: '0',
    });
    expect(config.video).toEqual({
      ffmpegPath: '/usr/bin/ffmpeg',
      ffprobePath: 'ffprobe',
      maxBytes: 536_870_912,
      maxSeconds: 600,
      slideshowSeconds: 15,
      transcodeTimeoutMs: 3_600_000,
      workers: 0,
    });
  });

  it('refuses bad values by name, and a time limit shorter than the longest video allowed', () => {
    let error: unknown;
    try {
      loadConfig({
        MAX_VIDEO_BYTES: '1GB',
        MAX_VIDEO_SECONDS: '7200',
        SLIDESHOW_VIDEO_SECONDS: '0',
        VIDEO_WORKERS: '-1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['MAX_VIDEO_BYTES', 'MAX_VIDEO_SECONDS', 'SLIDESHOW_VIDEO_SECONDS', 'VIDEO_WORKERS']) {
      expect(problems).toContain(name);
    }
    expect(() => loadConfig({ MAX_VIDEO_SECONDS: '1800' })).toThrow(
      /VIDEO_TRANSCODE_TIMEOUT_SECONDS: must be at least MAX_VIDEO_SECONDS \(1800\)/,
    );
  });
});

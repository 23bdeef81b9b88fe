import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { embeddedSharedBuffersMb, startEmbeddedPostgres } from './embedded.ts';

// The embedded database's shared buffers follow the memory the process may use (issue 35: a server of 1-2 GB
// should not give a database of a few dozen MB PostgreSQL's 128 MB of buffers, which PGlite holds from its start).
const GB = 1024 * 1024 * 1024;

describe("the embedded database's shared buffers", () => {
  it('are a 32nd of the memory, between 16 MB and the default 128 MB', () => {
    expect(embeddedSharedBuffersMb(0.25 * GB)).toBe(16);
    expect(embeddedSharedBuffersMb(0.5 * GB)).toBe(16);
    expect(embeddedSharedBuffersMb(1 * GB)).toBe(32);
    expect(embeddedSharedBuffersMb(2 * GB)).toBe(64);
    expect(embeddedSharedBuffersMb(4 * GB)).toBe(128);
    expect(embeddedSharedBuffersMb(24 * GB)).toBe(128);
  });

  it('are what the database runs with: by this machine by default, or as asked', async () => {
    const shown = async (options: { sharedBuffersMb?: number }) => {
      const database = await startEmbeddedPostgres(undefined, options);
      const client = new pg.Client({ connectionString: database.url });
      try {
        await client.connect();
        return (await client.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!.shared_buffers;
      } finally {
        await client.end();
        await database.stop();
      }
    };
    expect(await shown({})).toBe(`${embeddedSharedBuffersMb()}MB`);
    expect(await shown({ sharedBuffersMb: 16 })).toBe('16MB');
  }, 60_000);
});

/**
 * `tsx scripts/seed-large/explain-gallery.ts <slug> [depth]`: the plans of the guest gallery's SQL on an event
 * seed:large filled (same DATA_DIR / DATABASE_URL), for docs/scaling.md. Builds the app on that database,
 * sends the web app's GallerySectionQuery for the first page and for the page `depth` photos deep (default
 * 10,000, reached by its cursors), and prints EXPLAIN (ANALYZE) of each photos-table statement it sent.
 */
import { resolve } from 'node:path';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { embeddedDirectoryFor, openDatabase } from '../../api/src/db/database.ts';
import { persistedOperations } from '../../api/src/graphql/persisted-operations.ts';

const [slug, depthArgument] = process.argv.slice(2);
if (!slug) throw new Error('usage: explain-gallery.ts <slug> [depth]');
const depth = Number(depthArgument ?? 10_000);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0' });
const dataDir = resolve(config.dataDir);
let captured: { sql: string; params: string }[] | null = null;
const database = await openDatabase({
  url: config.databaseUrl,
  embeddedDirectory: embeddedDirectoryFor(dataDir),
  poolMax: config.databasePoolMax,
  onQuery: (sql, params) => void captured?.push({ sql, params }),
});
const app = await buildApp({
  config: { ...config, dataDir },
  database,
  jwtSecret: 'explain-gallery-signs-nothing-that-outlives-it',
  webRoot: null,
});
await app.server.ready();

const text = persistedOperations().named('GallerySectionQuery').text;
async function page(first: number, after: string | null): Promise<string | null> {
  // Cold: the public read cache would answer a warm first page from memory.
  const event = await database.prisma.event.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  app.services.feed.publish({ kind: 'EVENT_CHANGED', eventId: event.id });
  const response = await app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: text, variables: { slug, first, after } }),
  });
  const body = response.json<{
    data?: { eventGallery: { pageInfo: { endCursor: string | null } } };
    errors?: unknown;
  }>();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.eventGallery.pageInfo.endCursor;
}

async function explain(title: string, request: () => Promise<unknown>): Promise<void> {
  captured = [];
  const started = performance.now();
  await request();
  const ms = performance.now() - started;
  const statements = captured.filter(({ sql }) => /"Upload"/.test(sql) && /^\s*SELECT/i.test(sql));
  captured = null;
  console.log(`\n### ${title} (${Math.round(ms)} ms for the whole request)\n`);
  for (const { sql, params } of statements) {
    const values = JSON.parse(params) as unknown[];
    const rows = await database.prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN (ANALYZE, COSTS OFF) ${sql}`,
      ...values,
    );
    console.log('```sql');
    console.log(`${sql}\n-- ${params}`);
    console.log('```\n```');
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
    console.log('```');
  }
}

try {
  await explain('First page (20 photos)', () => page(20, null));
  let after: string | null = null;
  for (let seen = 0; seen < depth; seen += 100) after = await page(100, after);
  await explain(`A page ${depth.toLocaleString('en')} photos deep (cursor)`, () => page(20, after));
} finally {
  await app.stop();
  await database.close();
}

import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enums from '../generated/prisma/enums.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from './database.ts';
import { MIGRATIONS_DIR, readMigrations, runMigrations } from './migrate.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';

let database: Database;
let rows: <T>(sql: string, params?: unknown[]) => Promise<T[]>;

beforeAll(async () => {
  database = await createTestDatabase();
  rows = async (sql, params = []) => database.prisma.$queryRawUnsafe(sql, ...params);
});
afterAll(() => database.close());

// Prisma scalar types and the PostgreSQL column types our migrations must use for them.
const COLUMN_TYPES: Record<string, string> = {
  Int: 'integer',
  String: 'text',
  Boolean: 'boolean',
  DateTime: 'timestamp with time zone',
  Float: 'double precision',
  BigInt: 'bigint',
  Json: 'jsonb',
};

// The element types of list fields, as information_schema names them (udt_name).
const COLUMN_UDT_NAMES: Record<string, string> = { Int: 'int4', String: 'text', Boolean: 'bool' };

describe('the migrated database matches prisma/schema.prisma', () => {
  const models = Object.entries(getDatamodel().datamodel.models);

  it('has every model as a table and every scalar field as a column of a compatible type', async () => {
    const columns = await rows<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_nullable: string;
    }>(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const byTable = new Map<string, Map<string, (typeof columns)[number]>>();
    for (const column of columns) {
      if (!byTable.has(column.table_name)) byTable.set(column.table_name, new Map());
      byTable.get(column.table_name)?.set(column.column_name, column);
    }
    expect(models.length).toBe(20);
    for (const [model, { fields }] of models) {
      const table = byTable.get(model);
      expect(table, `table for model ${model}`).toBeDefined();
      for (const field of fields.filter((f) => f.kind !== 'object')) {
        const column = table?.get(field.name);
        expect(column, `column ${model}.${field.name}`).toBeDefined();
        if (field.kind === 'enum') {
          // An enum list (ApiToken.scopes) is an array column, whose type PostgreSQL names with a leading _.
          expect(column?.udt_name, `${model}.${field.name}`).toBe(field.isList ? `_${field.type}` : field.type);
        } else if (field.isList) {
          // A list is an array of the scalar's type (udt_name is the element type with a leading _).
          expect(column?.data_type, `${model}.${field.name}`).toBe('ARRAY');
          expect(column?.udt_name, `${model}.${field.name}`).toBe(`_${COLUMN_UDT_NAMES[field.type]}`);
        } else {
          expect(column?.data_type, `${model}.${field.name}`).toBe(COLUMN_TYPES[field.type]);
        }
        expect(column?.is_nullable, `nullability of ${model}.${field.name}`).toBe(field.isRequired ? 'NO' : 'YES');
      }
    }
  });

  it('has every enum with exactly its values', async () => {
    const values = await rows<{ typname: string; enumlabel: string }>(
      `SELECT t.typname, e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid ORDER BY t.typname, e.enumsortorder`,
    );
    for (const [name, members] of Object.entries(enums)) {
      expect(
        values.filter((v) => v.typname === name).map((v) => v.enumlabel),
        name,
      ).toEqual(Object.values(members));
    }
  });

  it('has a unique index for every @unique field and @@unique', async () => {
    const indexes = await rows<{ tablename: string; indexdef: string }>(
      `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE 'CREATE UNIQUE%'`,
    );
    const uniqueColumnSets = indexes.map((index) => ({
      table: index.tablename,
      columns: (/\((.*)\)/.exec(index.indexdef)?.[1] ?? '').split(',').map((c) => c.trim().replaceAll('"', '')),
    }));
    const hasUnique = (table: string, columns: readonly string[]) =>
      uniqueColumnSets.some((u) => u.table === table && u.columns.join() === columns.join());
    for (const [model, { fields, uniqueIndexes }] of models) {
      for (const field of fields.filter((f) => f.isUnique || f.isId)) {
        expect(hasUnique(model, [field.name]), `unique ${model}.${field.name}`).toBe(true);
      }
      for (const unique of uniqueIndexes) {
        expect(hasUnique(model, unique.fields), `unique ${model}(${unique.fields.join()})`).toBe(true);
      }
    }
  });

  it('keeps emails unique whatever their letter case', async () => {
    await database.prisma.user.create({ data: { email: 'case@example.com', displayName: 'A', passwordHash: 'x' } });
    await expect(
      database.prisma.user.create({ data: { email: 'Case@Example.com', displayName: 'B', passwordHash: 'x' } }),
    ).rejects.toThrow();
  });
});

describe('the migration runner', () => {
  it('records each migration as prisma migrate deploy does', async () => {
    const applied = await rows<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    );
    const migrations = await readMigrations();
    expect(applied.map((a) => a.migration_name)).toEqual(migrations.map((m) => m.name));
    for (const migration of migrations) {
      const sql = await readFile(join(MIGRATIONS_DIR, migration.name, 'migration.sql'));
      const row = applied.find((a) => a.migration_name === migration.name);
      expect(row?.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row?.finished_at).toBeInstanceOf(Date);
      expect(row?.applied_steps_count).toBe(1);
    }
  });

  describe('on a database of its own', () => {
    let embedded: EmbeddedPostgres;
    let directory: string;
    beforeAll(async () => {
      embedded = await startEmbeddedPostgres(undefined);
      directory = await mkdtemp(join(tmpdir(), 'migrations-'));
      await cp(MIGRATIONS_DIR, directory, { recursive: true });
    });
    afterAll(async () => {
      await embedded.stop();
      await rm(directory, { recursive: true, force: true });
    });

    it('applies pending migrations once, then nothing', async () => {
      expect(await runMigrations(embedded.url, directory)).toHaveLength((await readMigrations()).length);
      expect(await runMigrations(embedded.url, directory)).toEqual([]);
    });

    it('refuses to start when an applied migration was edited', async () => {
      const [first] = await readMigrations(directory);
      const file = join(directory, first?.name ?? '', 'migration.sql');
      const original = await readFile(file, 'utf8');
      await writeFile(file, `${original}\n-- edited\n`);
      await expect(runMigrations(embedded.url, directory)).rejects.toThrow(/was changed after it was applied/);
      await writeFile(file, original);
    });

    it('rolls a failing migration back whole and records nothing', async () => {
      await cp(
        join(directory, (await readMigrations(directory))[0]?.name ?? ''),
        join(directory, '29990101000000_broken'),
        {
          recursive: true,
        },
      );
      await writeFile(
        join(directory, '29990101000000_broken', 'migration.sql'),
        'CREATE TABLE "Half" ("id" INTEGER);\nSELECT * FROM "NoSuchTable";\n',
      );
      await expect(runMigrations(embedded.url, directory)).rejects.toThrow(/29990101000000_broken failed/);
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      const half = await client.query(`SELECT to_regclass('public."Half"') AS t`);
      const recorded = await client.query(
        `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990101000000_broken'`,
      );
      await client.end();
      expect(half.rows[0].t).toBeNull();
      expect(recorded.rowCount).toBe(0);
    });
  });
});

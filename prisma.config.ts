import { defineConfig } from 'prisma/config';

// The CLI only generates here; migrations are applied by api/src/db/migrate.ts at start.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/unused' },
});

/**
 * Opens the shop's database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both run the same committed migrations and the same queries.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction` hands its callback; repositories accept either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Committed SQL migrations live in apps/api/drizzle. */
function migrationsFolder(): string {
  // src/db/client.ts and the bundled dist/server.js sit at different depths under apps/api.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const apiRoot = here.endsWith(path.join('src', 'db')) ? path.resolve(here, '../..') : path.resolve(here, '..');
  return path.join(apiRoot, 'drizzle');
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite's folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Told when the server drops an idle pooled connection (restart, failover, a dropped database). */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // The pool discards the broken connection and opens a new one for the next query; without a
    // listener the event would crash the process.
    pool.on('error', options.onConnectionError ?? (() => undefined));
    return { db: drizzlePg(pool, { schema }) as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  // PGlite has no autovacuum: fresh statistics at start keep the planner on the indexes, and a
  // table mostly not marked all-visible (after many inserts) is vacuumed, as autovacuum would,
  // so that index-only scans (deep pages, counts) need not visit it.
  await client.exec('ANALYZE');
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
     WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND relpages >= 1000 AND relallvisible < relpages / 2`,
  );
  for (const { name } of rows) await client.exec(`VACUUM "${name.replaceAll('"', '""')}"`);
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** Several API processes may start at once against one server: an advisory lock lets one migrate. */
async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7301)');
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7301)').catch(() => undefined);
    await client.end();
  }
}

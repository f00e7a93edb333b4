/**
 * Opens the shop's database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both run the same committed migrations and the same queries.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { createPool, DEFAULT_TIMEOUTS, type PoolTimeouts } from './postgres-pool.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction` hands its callback; repositories accept either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process runs theirs (start-up chores such as the demo seed, when
   * several processes start together on one database); PGlite has one process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
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
  /** PostgreSQL only; the defaults below unless given (config.ts reads them from DB_* variables). */
  timeouts?: Partial<PoolTimeouts>;
  /** Told when a connection to the server breaks (restart, failover, network); the pool opens another. */
  onConnectionError?: (error: Error) => void;
  /** Told when the server stops answering and when it answers again. */
  onAvailabilityChange?: (reachable: boolean, error?: unknown) => void;
}

/** Lock keys of pg_advisory_lock, one per kind of start-up work (db/seed/demo-seed.ts has 7302). */
const MIGRATION_LOCK = 7301;
const START_UP_LOCK = 7303;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    await exclusivelyOnServer(databaseUrl, MIGRATION_LOCK, () => migratePostgres(databaseUrl));
    const { pool, availability } = createPool({
      databaseUrl,
      size: options.poolSize ?? 10,
      ...DEFAULT_TIMEOUTS,
      ...options.timeouts,
      onConnectionError: options.onConnectionError,
      onAvailabilityChange: options.onAvailabilityChange,
    });
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      exclusively: (work) => exclusivelyOnServer(databaseUrl, START_UP_LOCK, work),
      async close() {
        availability.stop();
        await pool.end();
      },
    };
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
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end();
  }
}

/**
 * Several API processes may start at once against one server: an advisory lock, held on a
 * connection of its own (no statement timeout: waiting for another process's migration is the
 * point), lets one at a time do `work`.
 */
async function exclusivelyOnServer<T>(databaseUrl: string, lock: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // a broken connection releases the lock; `work` still reports its own failure
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    await client.end();
  }
}

/** Migrations this build knows that the database has not applied (the readiness check). */
export async function pendingMigrations(db: Database): Promise<number> {
  const known = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const result = (await db.execute(
    sql`SELECT coalesce(max(created_at), 0)::bigint AS latest FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ latest: string | number }> };
  const latest = Number(result.rows[0]?.latest ?? 0);
  return known.filter((migration) => migration.folderMillis > latest).length;
}

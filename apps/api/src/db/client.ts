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
  /**
   * Runs `work` unless another process (or this one) is running work under the same `lock`: then
   * answers null at once. For work done once across the processes (a scheduled backup).
   */
  unlessBusy<T>(lock: number, work: () => Promise<T>): Promise<T | null>;
  /** PostgreSQL: the server's address (pg_dump's). */
  databaseUrl?: string;
  /**
   * PGlite: its data folder as a tar, copied between two statements while no statement runs, so the
   * copy is what a crash at that instant would leave: the committed transactions. Uncompressed, so
   * that statements wait only for the copy; the caller compresses it.
   */
  snapshot?: () => Promise<Blob>;
  /** Connections in use and requests waiting for one (PostgreSQL's pool; PGlite has one connection). */
  poolStats(): { inUse: number; waiting: number };
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
  /** PGlite: fill an empty `dataDir` from this snapshot (a restore) before the migrations run. */
  loadDataDir?: Blob;
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
/** One backup at a time across the processes (modules/backups). */
export const BACKUP_LOCK = 7304;

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
      unlessBusy: (lock, work) => unlessBusyOnServer(databaseUrl, lock, work),
      databaseUrl,
      poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        availability.stop();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
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
    unlessBusy: (lock, work) => unlessBusyHere(lock, work),
    snapshot: () => client.dumpDataDir('none'),
    poolStats: () => ({ inUse: 0, waiting: 0 }),
    close: () => client.close(),
  };
}

/** Locks held by this process's PGlite work (one process owns a PGlite folder). */
const busyHere = new Set<number>();

async function unlessBusyHere<T>(lock: number, work: () => Promise<T>): Promise<T | null> {
  if (busyHere.has(lock)) return null;
  busyHere.add(lock);
  try {
    return await work();
  } finally {
    busyHere.delete(lock);
  }
}

/** pg_try_advisory_lock on a connection of its own, held for as long as `work` runs (minutes for a pg_dump). */
async function unlessBusyOnServer<T>(databaseUrl: string, lock: number, work: () => Promise<T>): Promise<T | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lock]);
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
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

/** When the newest migration the database has applied was written (drizzle's folderMillis); 0 for none. */
export async function appliedMigration(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`SELECT coalesce(max(created_at), 0)::bigint AS latest FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ latest: string | number }> };
  return Number(result.rows[0]?.latest ?? 0);
}

/** When the newest migration this build knows was written. */
export function newestKnownMigration(): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis));
}

/** Migrations this build knows that the database has not applied (the readiness check). */
export async function pendingMigrations(db: Database): Promise<number> {
  const known = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const latest = await appliedMigration(db);
  return known.filter((migration) => migration.folderMillis > latest).length;
}

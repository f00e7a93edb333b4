/**
 * The pool's single statements (postgres-pool.ts): a statement the server refuses leaves its
 * connection in the pool, a broken connection does not stay. PostgreSQL only (PGlite has no pool).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { createPool, DEFAULT_TIMEOUTS } from './postgres-pool.ts';

const serverUrl = loadConfig().DATABASE_URL;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let pool: ReturnType<typeof createPool>;

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, 'dokan_pool');
  pool = createPool({ databaseUrl: scratch.url, size: 1, ...DEFAULT_TIMEOUTS });
});
afterAll(async () => {
  if (!serverUrl) return;
  pool.availability.stop();
  await pool.pool.end();
  await scratch.drop();
});

const backend = async () => (await pool.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

describe.skipIf(!serverUrl)('a statement on the pool', () => {
  it('keeps its connection when the server refuses it, as a sold-out order or a taken key is', async () => {
    const before = await backend();
    await expect(pool.pool.query('SELECT 1 / 0')).rejects.toThrow(/division by zero/);
    await expect(pool.pool.query(`DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'DK001'; END $$`)).rejects.toThrow();
    expect(await backend()).toBe(before);
  });

  it('opens another connection when its own was ended', async () => {
    const before = await backend();
    const killer = createPool({ databaseUrl: scratch.url, size: 1, ...DEFAULT_TIMEOUTS });
    try {
      await killer.pool.query('SELECT pg_terminate_backend($1)', [before]);
    } finally {
      killer.availability.stop();
      await killer.pool.end();
    }
    await expect.poll(() => backend().catch(() => before), { timeout: 5_000 }).not.toBe(before);
  });
});

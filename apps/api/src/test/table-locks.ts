/**
 * Holding the shop mid-transaction for fault tests: the test takes a table lock on its own
 * connection (around any proxy), and waits until one of the shop's statements queues behind it.
 */
import type pg from 'pg';
import { expect } from 'vitest';

/** Locks `table` against writes until the returned function rolls the lock back. */
export async function holdWriteLock(direct: pg.Client, table: string): Promise<() => Promise<void>> {
  await direct.query('BEGIN');
  await direct.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
  return async () => {
    await direct.query('ROLLBACK');
  };
}

/** Resolves once a statement in this database waits for a lock: the shop's transaction is open. */
export async function untilWaitingForLock(direct: pg.Client): Promise<void> {
  await expect
    .poll(async () => {
      const { rows } = await direct.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return rows[0].waiting;
    })
    .toBeGreaterThan(0);
}

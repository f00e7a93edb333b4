/**
 * Watches the statements an app sends to its database, on either engine: every query the PGlite
 * instance or a pooled PostgreSQL connection receives is one round trip. Tests count them, never time them.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

import type { DatabaseHandle } from '../db/client.ts';

export interface QueryLog {
  /** The statements sent since the log was last cleared, in order (a transaction's BEGIN and COMMIT too). */
  readonly statements: string[];
  clear(): void;
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: string }).text ?? '');

/** Starts logging every statement `handle` sends; one log per handle. */
export function logQueries(handle: DatabaseHandle): QueryLog {
  const statements: string[] = [];
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const watch = <T extends object>(target: T, method: keyof T, text = (args: unknown[]) => textOf(args[0])) => {
    const original = target[method] as (...args: unknown[]) => unknown;
    target[method] = function (this: unknown, ...args: unknown[]) {
      statements.push(text(args));
      return original.apply(this, args);
    } as T[keyof T];
  };
  if (handle.kind === 'postgres') {
    // Pool.query and transactions both end in a pooled connection's query.
    const watched = new WeakSet<pg.PoolClient>();
    (client as pg.Pool).on('acquire', (connection) => {
      if (watched.has(connection)) return;
      watched.add(connection);
      watch(connection, 'query');
    });
  } else {
    const lite = client as PGlite;
    watch(lite, 'query');
    watch(lite, 'exec');
    const transaction = lite.transaction.bind(lite);
    lite.transaction = (work) => {
      statements.push('BEGIN');
      return transaction(async (tx) => {
        watch(tx, 'query');
        watch(tx, 'exec');
        const result = await work(tx);
        statements.push('COMMIT');
        return result;
      });
    };
  }
  return {
    statements,
    clear: () => void statements.splice(0),
  };
}

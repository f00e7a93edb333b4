import { createHash } from 'node:crypto';

import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

import type { Database, Transaction } from '../db/client.ts';

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `rows`. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function isoDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** True when the text is a UUID, so a filter value can be told apart from a name. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 500;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined) {
    // Beyond the bound (a filter combination nobody planned for) statements run unnamed.
    if (statementNames.size >= MAX_STATEMENT_NAMES) return undefined;
    name = `dokan_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Like `queryRows`, as a named prepared statement: on PostgreSQL each pooled connection parses
 * and plans the text once, and after a few runs reuses a generic plan instead of planning the
 * joins on every request. The name comes from the text, so different texts never share one.
 * PGlite ignores the name.
 */
export async function queryPrepared<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const compiled = dialect.sqlToQuery(query);
  const result = (await session.prepareQuery(compiled, undefined, statementName(compiled.sql), false).execute()) as {
    rows: T[];
  };
  return result.rows;
}

/**
 * Like `queryRows`, with sequential scans priced out for this statement alone. On PostgreSQL the
 * setting and the statement go in one simple-protocol message, which runs as one implicit
 * transaction (the setting ends with it, an error rolls it back): one round trip instead of the
 * four of BEGIN, SET, the statement and COMMIT. That protocol takes no separate values, so they
 * are written into the text as quoted literals. PGlite, with no round trips to save, runs the
 * transaction.
 */
export async function queryWithoutSeqScan<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { dialect } = db as unknown as DrizzleInternals;
    const { sql: text } = dialect.sqlToQuery(query.inlineParams());
    const [, result] = (await client.query(`SET LOCAL enable_seqscan = off; ${text}`)) as unknown as [
      pg.QueryResult,
      pg.QueryResult<T & pg.QueryResultRow>,
    ];
    return result.rows;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return queryRows<T>(tx, query);
  });
}

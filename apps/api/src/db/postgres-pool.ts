/**
 * The connection pool to a PostgreSQL server, made to survive the server and the network: every
 * connection's errors are listened to (an unheard 'error' event would end the process), each
 * connection has a time to open and each statement a time to answer, the server ends sessions left
 * idle inside a transaction, and while the database is unreachable (db/availability.ts) queries
 * fail at once instead of waiting.
 */
import pg from 'pg';

import { type Availability, createAvailability } from './availability.ts';

export interface PoolTimeouts {
  /** Opening a connection (TCP, TLS and the start-up exchange). */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer (its statement_timeout); 0 leaves the server's. */
  statementTimeoutMs: number;
  /** The server ends a session idle inside a transaction this long, releasing its locks; 0 leaves the server's. */
  idleInTransactionTimeoutMs: number;
}

/** About a second to find the server, a few for a statement: docs/decisions/025. */
export const DEFAULT_TIMEOUTS: PoolTimeouts = {
  connectTimeoutMs: 1_000,
  statementTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 10_000,
};

export interface PoolOptions extends PoolTimeouts {
  databaseUrl: string;
  size: number;
  /** Told when a connection breaks (server restart, failover, network); the pool opens another when needed. */
  onConnectionError?: (error: Error) => void;
  /** Told when the database stops or starts answering. */
  onAvailabilityChange?: (reachable: boolean, error?: unknown) => void;
}

/**
 * Beyond the server's own statement timeout, how long the client waits for an answer before it
 * takes the network for dead: a stalled link answers nothing, not even the server's cancellation.
 */
const NETWORK_MARGIN_MS = 1_000;
/** Without a statement timeout, the client still gives up on a silent network after this long. */
const DEFAULT_ANSWER_TIMEOUT_MS = 30_000;

export function connectionSettings(databaseUrl: string, timeouts: PoolTimeouts): pg.ClientConfig {
  return {
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // Sent as start-up parameters: they hold for every statement of the session.
    ...(timeouts.statementTimeoutMs > 0 && { statement_timeout: timeouts.statementTimeoutMs }),
    ...(timeouts.idleInTransactionTimeoutMs > 0 && {
      idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    }),
    query_timeout:
      timeouts.statementTimeoutMs > 0 ? timeouts.statementTimeoutMs + NETWORK_MARGIN_MS : DEFAULT_ANSWER_TIMEOUT_MS,
  };
}

export function createPool(options: PoolOptions): { pool: pg.Pool; availability: Availability } {
  const settings = connectionSettings(options.databaseUrl, options);
  /** Each connection opens within connectTimeoutMs; the pool's own timeout below is the wait for a free one. */
  class TimedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? {} : config), ...settings });
    }
  }

  const availability = createAvailability({
    probe: async () => {
      // Its own connection, not the pool's: the pool may be full of connections stuck on a dead network.
      const client = new pg.Client({ ...settings, query_timeout: options.connectTimeoutMs });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('SELECT 1');
      } finally {
        void client.end();
      }
    },
    onChange: options.onAvailabilityChange,
  });

  const pool = new pg.Pool({
    max: options.size,
    Client: TimedClient,
    // A request waits this long for a free connection under load (then 503), never indefinitely.
    connectionTimeoutMillis: Number(settings.query_timeout),
  });
  const connectionLost = (error: Error) => {
    availability.observe(error);
    options.onConnectionError?.(error);
  };
  pool.on('connect', (client) => {
    // For the connection's whole life: the pool listens only while it is idle, so without this one
    // a connection dropped mid-transaction is an unhandled 'error' event that ends the process.
    client.on('error', connectionLost);
    closeWhenUnanswered(client);
  });
  // The pool re-emits an idle connection's error (already reported above) once it has dropped it;
  // an 'error' event nobody hears would end the process.
  pool.on('error', () => undefined);

  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.query = ((config: unknown, values?: unknown) =>
    availability.guard(() => queryKeepingRefused(async () => (await connect())!, config, values))) as typeof pool.query;
  // Drizzle opens transactions with connect(), as query() above does for a single statement.
  pool.connect = ((callback?: unknown) =>
    callback ? connect(callback) : availability.guard(async () => (await connect())!)) as typeof pool.connect;
  return { pool, availability };
}

/**
 * One statement on a connection of the pool, in place of pg's own pool.query, which closes the
 * connection whenever the statement fails, even when the server merely refused it (a unique key,
 * the shop's DK001 for stock, a statement timeout). In a rush on a sold-out product every refused
 * order then cost a new connection, a new server process and its prepared statements, and the rush's
 * slowest answers took 1.6-2.9 s. A refusal leaves the connection as it was, so it goes back to the
 * pool; any other failure (a lost or silent network, a closed connection) still discards it.
 */
async function queryKeepingRefused(
  connect: () => Promise<pg.PoolClient>,
  config: unknown,
  values: unknown,
): Promise<unknown> {
  const client = await connect();
  try {
    const result = await (client.query as (config: unknown, values: unknown) => Promise<unknown>)(config, values);
    client.release();
    return result;
  } catch (error) {
    client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
    throw error;
  }
}

/**
 * A statement whose answer never came (a stalled network) leaves the connection waiting for it;
 * returned to the pool so, it would hold the next user's statements too. It is closed instead, so
 * the transaction's ROLLBACK fails at once and the pool discards it.
 */
function closeWhenUnanswered(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') client.connection.stream.destroy();
      });
    }
    return result;
  }) as typeof client.query;
}

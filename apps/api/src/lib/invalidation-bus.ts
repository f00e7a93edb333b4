/**
 * Tells the shop's other processes that something they may have cached has changed: catalogue
 * answers and rendered pages (by path prefix), or an image's resized variants (by key). Through
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY; a lone process (PGlite)
 * has nobody to tell (docs/decisions/024). Delivery is at most once: a process whose subscription
 * broke forgets every cached answer when it is back, since it may have missed something.
 */
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

import type { Database } from '../db/client.ts';
import type { ResponseCache } from './response-cache.ts';

export type Invalidation =
  /** `edited`: the change was to these products alone (decision 068). */
  { topic: 'responses'; pathPrefix?: string; edited?: readonly string[] } | { topic: 'media'; key: string };

export interface InvalidationBus {
  /** Tells every other process; never throws (a lost message costs at most one cache lifetime). */
  publish(invalidation: Invalidation): void;
  /** Runs `handler` for other processes' invalidations, and with `{ topic: 'responses' }` (everything) after a reconnection. */
  subscribe(handler: (invalidation: Invalidation) => void): void;
  /** Resolves once this process hears the others (tests and start-up wait for it). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  from: string;
  invalidation: Invalidation;
}

const RECONNECT_MS = { first: 250, max: 5_000 };

/**
 * The bus machinery both transports share: who we are, the handlers, decoding, and "forget
 * everything" when the subscription (re)starts.
 */
function createHub(log: FastifyBaseLogger) {
  const self = randomUUID();
  const handlers: Array<(invalidation: Invalidation) => void> = [];
  let markListening!: () => void;
  const listening = new Promise<void>((resolve) => (markListening = resolve));
  const deliver = (invalidation: Invalidation) => {
    for (const handler of handlers) handler(invalidation);
  };
  return {
    encode: (invalidation: Invalidation) => JSON.stringify({ from: self, invalidation } satisfies Envelope),
    receive(payload: string) {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(payload) as Envelope;
      } catch {
        return log.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed cache invalidation');
      }
      if (envelope.from !== self) deliver(envelope.invalidation);
    },
    /** The subscription (re)started: whatever was said while it was down is lost, so forget it all. */
    subscribed() {
      deliver({ topic: 'responses' });
      markListening();
    },
    subscribe: (handler: (invalidation: Invalidation) => void) => void handlers.push(handler),
    listening: () => listening,
  };
}

/** One process alone: nothing to tell. */
export function localInvalidations(): InvalidationBus {
  return {
    publish: () => undefined,
    subscribe: () => undefined,
    listening: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/**
 * LISTEN on a connection of its own (reopened with a growing delay when it breaks); NOTIFY through
 * the shop's pool, so a publish needs no extra connection and fails fast during an outage.
 */
export function postgresInvalidations(options: {
  databaseUrl: string;
  db: Database;
  log: FastifyBaseLogger;
  channel?: string;
  connectTimeoutMs?: number;
}): InvalidationBus {
  const { databaseUrl, db, log, channel = 'dokan_invalidations', connectTimeoutMs = 1_000 } = options;
  const hub = createHub(log);
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed) return;
    timer = setTimeout(() => void listen(), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
  };
  async function listen() {
    const listener = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs });
    client = listener;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      log.warn({ err: error }, 'cache invalidations: lost the database connection; listening again soon');
      void listener.end().catch(() => undefined);
      reconnectLater();
    };
    listener.on('error', onLost);
    listener.on('end', () => onLost());
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload) hub.receive(message.payload);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      return onLost(error as Error);
    }
    retryMs = RECONNECT_MS.first;
    hub.subscribed();
  }
  void listen();

  /**
   * PostgreSQL lets one notifying transaction commit at a time, each waiting for its commit to reach
   * the disk: a NOTIFY per order would cap orders at one per commit. So while a NOTIFY is on its way,
   * what is said meanwhile waits and goes together, repeats once, in the next statement; alone, an
   * invalidation leaves at once.
   */
  let waiting: string[] = [];
  let sending = false;
  async function send() {
    sending = true;
    while (waiting.length) {
      const payloads = JSON.stringify([...new Set(waiting)]);
      waiting = [];
      await db
        .execute(sql`SELECT pg_notify(${channel}, payload) FROM json_array_elements_text(${payloads}::json) AS payload`)
        .catch((error: unknown) => log.warn({ err: error }, 'cache invalidations not sent to the other processes'));
    }
    sending = false;
  }

  return {
    publish(invalidation) {
      waiting.push(hub.encode(invalidation));
      if (!sending) void send();
    },
    subscribe: hub.subscribe,
    listening: hub.listening,
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

/** SUBSCRIBE on a connection of its own, again after every reconnection; PUBLISH on another. */
export function redisInvalidations(options: {
  redisUrl: string;
  log: FastifyBaseLogger;
  channel?: string;
}): InvalidationBus {
  const { redisUrl, log, channel = 'dokan:invalidations' } = options;
  const hub = createHub(log);
  const retryStrategy = (attempt: number) => Math.min(RECONNECT_MS.first * 2 ** attempt, RECONNECT_MS.max);
  // Subscribed by hand on 'ready', so that the hub hears only once the subscription holds.
  const subscriber = new Redis(redisUrl, { retryStrategy, connectTimeout: 2_000, autoResubscribe: false });
  // A publish while Redis is away fails at once rather than queueing: others flush when they reconnect.
  const publisher = new Redis(redisUrl, { retryStrategy, connectTimeout: 2_000, enableOfflineQueue: false });
  let lastError = '';
  const onError = (error: Error) => {
    // ioredis reports every failed reconnection; one line per kind of failure is enough.
    if (error.message !== lastError) log.warn({ err: error }, 'cache invalidations: Redis connection failed');
    lastError = error.message;
  };
  subscriber.on('error', onError);
  publisher.on('error', onError);
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) hub.receive(payload);
  });
  subscriber.on('ready', () => {
    lastError = '';
    subscriber.subscribe(channel).then(hub.subscribed, onError);
  });

  return {
    publish(invalidation) {
      publisher.publish(channel, hub.encode(invalidation)).catch((error: Error) => {
        log.warn({ err: error }, 'cache invalidation not sent to the other processes');
      });
    },
    subscribe: hub.subscribe,
    listening: hub.listening,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** Local invalidations of `cache` go out on the bus; other processes' come in as if made here. */
export function shareInvalidations(cache: ResponseCache, bus: InvalidationBus): void {
  let fromBus = false;
  cache.onInvalidate((pathPrefix, edited) => {
    if (fromBus) return;
    bus.publish({ topic: 'responses', ...(pathPrefix !== undefined && { pathPrefix }), ...(edited && { edited }) });
  });
  bus.subscribe((invalidation) => {
    if (invalidation.topic !== 'responses') return;
    fromBus = true;
    try {
      cache.invalidate(invalidation.pathPrefix, invalidation.edited);
    } finally {
      fromBus = false;
    }
  });
}

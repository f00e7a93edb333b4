/**
 * Both transports of the invalidation bus, each on its real server (PostgreSQL LISTEN/NOTIFY when
 * DATABASE_URL is set, Redis pub/sub when REDIS_URL is), the subscriber through a TCP proxy that
 * cuts its connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { hostAndPort, startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import {
  type Invalidation,
  type InvalidationBus,
  postgresInvalidations,
  redisInvalidations,
  shareInvalidations,
} from './invalidation-bus.ts';
import { ResponseCache } from './response-cache.ts';

const { DATABASE_URL: serverUrl, REDIS_URL: redisUrl } = loadConfig();
const silent = { warn: () => undefined } as never;

interface Transport {
  name: string;
  enabled: boolean;
  setUp(): Promise<{ url: string; defaultPort: number; open(url: string, channel: string): InvalidationBus }>;
  tearDown(): Promise<void>;
}

let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let database: DatabaseHandle | undefined;
/** Statements the PostgreSQL buses sent through the shop's pool. */
let busStatements = 0;

const transports: Transport[] = [
  {
    name: 'PostgreSQL LISTEN/NOTIFY',
    enabled: Boolean(serverUrl),
    async setUp() {
      scratch = await createScratchDatabase(serverUrl!, 'dokan_bus');
      const db = (database = await openDatabase({ databaseUrl: scratch.url }));
      return {
        url: scratch.url,
        defaultPort: 5432,
        open: (url, channel) =>
          postgresInvalidations({
            databaseUrl: url,
            db: {
              execute: (query: Parameters<typeof db.db.execute>[0]) => {
                busStatements += 1;
                return db.db.execute(query);
              },
            } as typeof db.db,
            log: silent,
            channel,
          }),
      };
    },
    async tearDown() {
      await database?.close();
      await scratch?.drop();
    },
  },
  {
    name: 'Redis pub/sub',
    enabled: Boolean(redisUrl),
    setUp: async () => ({
      url: redisUrl!,
      defaultPort: 6379,
      open: (url, channel) => redisInvalidations({ redisUrl: url, log: silent, channel }),
    }),
    tearDown: async () => undefined,
  },
];

for (const transport of transports) {
  describe.skipIf(!transport.enabled)(`cache invalidations through ${transport.name}`, () => {
    let proxy: TcpProxy;
    let here: InvalidationBus;
    let there: InvalidationBus;
    const heardThere: Invalidation[] = [];
    const heardHere: Invalidation[] = [];

    beforeAll(async () => {
      const server = await transport.setUp();
      proxy = await startTcpProxy(hostAndPort(server.url, server.defaultPort));
      const channel = `dokan_test_${Math.random().toString(36).slice(2)}`;
      here = server.open(server.url, channel);
      // The other process reaches the server through the proxy, which the tests cut.
      there = server.open(proxy.through(server.url), channel);
      here.subscribe((invalidation) => heardHere.push(invalidation));
      there.subscribe((invalidation) => heardThere.push(invalidation));
      await Promise.all([here.listening(), there.listening()]);
    });

    afterAll(async () => {
      await here?.close();
      await there?.close();
      await proxy?.close();
      await transport.tearDown();
    });

    it("carries one process's invalidation to the other, and not back to itself", async () => {
      heardHere.length = heardThere.length = 0;
      here.publish({ topic: 'responses', pathPrefix: '/api/products/42' });
      here.publish({ topic: 'media', key: 'products/42/0.webp' });
      // Two publishes may leave by two pooled connections: their order is not kept, nor needed.
      await expect.poll(() => heardThere.length).toBe(2);
      expect(heardThere).toContainEqual({ topic: 'responses', pathPrefix: '/api/products/42' });
      expect(heardThere).toContainEqual({ topic: 'media', key: 'products/42/0.webp' });
      expect(heardHere).toEqual([]);
    });

    it.runIf(transport.name === 'PostgreSQL LISTEN/NOTIFY')(
      'sends what is said while a NOTIFY is on its way together, in one more statement',
      async () => {
        heardThere.length = busStatements = 0;
        const said = Array.from({ length: 20 }, (_, i) => ({ topic: 'responses' as const, pathPrefix: `/api/p/${i}` }));
        for (const invalidation of said) here.publish(invalidation);
        await expect.poll(() => heardThere.length).toBe(said.length);
        expect(heardThere).toEqual(said);
        expect(busStatements).toBe(2);
      },
    );

    it('makes a process whose connection broke forget every cached answer once it hears again', async () => {
      heardThere.length = 0;
      proxy.cut();
      await expect.poll(() => heardThere, { timeout: 10_000 }).toContainEqual({ topic: 'responses' });
      // And it hears what follows.
      here.publish({ topic: 'responses', pathPrefix: '/api/banner' });
      await expect.poll(() => heardThere).toContainEqual({ topic: 'responses', pathPrefix: '/api/banner' });
    });

    it('drops the matching answers of the response cache on the other process', async () => {
      const cache = new ResponseCache({ ttlMs: 60_000 });
      shareInvalidations(cache, there);
      cache.set('/api/products/7', '{"a":1}', 'application/json');
      cache.set('/api/banner', '{"b":1}', 'application/json');
      here.publish({ topic: 'responses', pathPrefix: '/api/products' });
      await expect.poll(() => cache.get('/api/products/7')).toBeUndefined();
      expect(cache.get('/api/banner')).toBeDefined();
    });
  });
}

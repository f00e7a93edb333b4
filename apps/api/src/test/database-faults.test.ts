/**
 * The shop on PostgreSQL through a TCP proxy that cuts, downs and stalls its connections (as a
 * server restart, an outage or a dead network would). PGlite runs in the process and has no
 * connection to lose, so these run only when DATABASE_URL names a server.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { ResponseCache } from '../lib/response-cache.ts';
import { call, emailRegistration, uniqueEmail } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { addCategory, addProduct } from './catalogue-fixtures.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { holdWriteLock, untilWaitingForLock } from './table-locks.ts';
import { hostAndPort, startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const serverUrl = loadConfig().DATABASE_URL;
const TTL_MS = 5_000;
let clock = Date.now();

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let proxy: TcpProxy;
let database: DatabaseHandle;
let direct: pg.Client;
let t: TestApp;
let productId: string;

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, 'dokan_faults');
  proxy = await startTcpProxy(hostAndPort(scratch.url, 5432));
  database = await openDatabase({
    databaseUrl: proxy.through(scratch.url),
    poolSize: 5,
    timeouts: { connectTimeoutMs: 500, statementTimeoutMs: 2_000, idleInTransactionTimeoutMs: 5_000 },
  });
  t = await createTestApp({
    database,
    responseCache: new ResponseCache({ ttlMs: TTL_MS, now: () => clock }),
  });
  // The test's own way in, around the proxy, to hold locks and read what happened.
  direct = new pg.Client({ connectionString: scratch.url });
  await direct.connect();
  const category = await addCategory(database.db, 'Fashion');
  productId = (await addProduct(database.db, { name: 'Jamdani Saree', categoryId: category.id, priceTaka: 5200 })).id;
});

afterAll(async () => {
  if (!serverUrl) return;
  await t?.close();
  await database?.close();
  await direct?.end();
  await proxy?.close();
  await scratch?.drop();
});

const register = (email = uniqueEmail()) => call(t, 'POST', '/api/user/register', emailRegistration(email));

async function untilReady() {
  await expect.poll(async () => (await call(t, 'GET', '/api/ready')).statusCode, { timeout: 10_000 }).toBe(200);
}

describe.skipIf(!serverUrl)('the shop when PostgreSQL fails', () => {
  it('answers 503 when its connection is cut in the middle of a transaction, and goes on serving', async () => {
    const email = uniqueEmail();
    // A new account and its activation mail are written in one transaction: hold the mail's table.
    const release = await holdWriteLock(direct, 'outbox');
    const pending = register(email);
    await untilWaitingForLock(direct);
    proxy.cut();
    const answer = await pending;
    await release();

    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.json()).toMatchObject({ success: false });
    // Nothing half-written: the account went with its transaction.
    const { rows } = await direct.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
    expect(rows[0].n).toBe(0);

    await untilReady();
    expect((await register(email)).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After when the database stalls, instead of hanging, and recovers when it returns', async () => {
    proxy.stall();
    try {
      // Not cached: this one needs the database.
      const first = await call(t, 'GET', '/api/products?limit=7');
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toMatch(/^\d+$/);
      // The shop now knows: the next one does not wait for a timeout of its own.
      const next = await call(t, 'GET', '/api/products?limit=8');
      expect(next.statusCode).toBe(503);
      expect((await call(t, 'GET', '/api/ready')).statusCode).toBe(503);
      expect((await call(t, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      proxy.restore();
    }
    await untilReady();
    expect((await call(t, 'GET', '/api/products?limit=7')).statusCode).toBe(200);
  });

  it('keeps answering catalogue reads it has cached while the database is down, and fresh ones once it is back', async () => {
    const url = `/api/products/${productId}`;
    expect((await call(t, 'GET', url)).statusCode).toBe(200);
    await database.db.update(products).set({ name: 'Jamdani Saree, Dhakai' }).where(eq(products.id, productId));
    clock += TTL_MS * 2;

    proxy.down();
    try {
      const cached = await call(t, 'GET', url);
      expect(cached.statusCode).toBe(200);
      expect(cached.headers['x-cache']).toBe('stale');
      expect(cached.json().data.productName).toBe('Jamdani Saree');

      // Words never searched for need the database (a listing may answer from the keys and cards
      // in memory, decision 050).
      const neverCached = await call(t, 'GET', '/api/products?search=muslin');
      expect(neverCached.statusCode).toBe(503);
      expect((await call(t, 'GET', '/api/ready')).json()).toMatchObject({ success: false });
    } finally {
      proxy.restore();
    }
    await untilReady();
    const fresh = await call(t, 'GET', url);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json().data.productName).toBe('Jamdani Saree, Dhakai');
  });

  it('answers 503 to a statement that runs past the statement timeout, rather than holding the request', async () => {
    const release = await holdWriteLock(direct, 'outbox');
    try {
      const answer = await register();
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await release();
    }
    expect((await register()).statusCode).toBe(201);
  });
});

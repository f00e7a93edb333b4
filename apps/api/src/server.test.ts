/**
 * The server as a process: it stops in time on SIGTERM without dropping what it was doing, and a
 * database connection cut under it does not end it. Each test starts its own process.
 */
import { once } from 'node:events';
import http from 'node:http';

import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

import { loadConfig } from './config.ts';
import { emailRegistration, uniqueEmail } from './test/accounts.ts';
import { createScratchDatabase } from './test/scratch-database.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { holdWriteLock, untilWaitingForLock } from './test/table-locks.ts';
import { hostAndPort, startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';

const serverUrl = loadConfig().DATABASE_URL;
/** Far below Fastify's 72 s keep-alive timeout, which used to hold a stopping process up. */
const EXIT_BOUND_MS = 25_000;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The server on a fresh PostgreSQL database when DATABASE_URL is set (through `proxy` if given), else on PGlite. */
async function startShop(env: Record<string, string> = {}, proxy?: (databaseUrl: string) => Promise<string>) {
  let databaseUrl = '';
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'dokan_process');
    cleanups.push(() => scratch.drop());
    databaseUrl = proxy ? await proxy(scratch.url) : scratch.url;
  }
  const shop = await startServerProcess({ DATABASE_URL: databaseUrl, ...env });
  cleanups.push(() => shop.stop());
  return shop;
}

function exitWithin(shop: ServerProcess, ms: number): Promise<number | null> {
  return Promise.race([
    shop.exited(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still running ${ms} ms after SIGTERM:\n${shop.output()}`)), ms),
    ),
  ]);
}

const registration = (email: string) => JSON.stringify(emailRegistration(email));

/**
 * A POST whose body is sent in two halves: the request is in flight between them. Resolves once the
 * server has read its headers (it answered "100 Continue") and the first half is on its way.
 */
async function slowRequest(shop: ServerProcess, agent: http.Agent, path: string, body: string) {
  const request = http.request(`${shop.url}${path}`, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
    });
    request.on('error', reject);
  });
  answer.catch(() => undefined); // read by the test; a request cut at the deadline is expected there
  request.flushHeaders();
  await once(request, 'continue');
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

/** Resolves once the server takes no new connection: it has begun to stop. */
async function untilRefusing(shop: ServerProcess) {
  await expect
    .poll(() =>
      fetch(`${shop.url}/api/settings`).then(
        () => 'accepting',
        () => 'refusing',
      ),
    )
    .toBe('refusing');
}

async function get(shop: ServerProcess, path: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${shop.url}${path}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

// Each test starts a server process, which takes a while on a busy machine.
describe('stopping on SIGTERM', { timeout: 120_000 }, () => {
  it('finishes the requests in flight, closes kept-alive connections and exits 0 long before they would time out', async () => {
    const shop = await startShop();
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(async () => agent.destroy());
    // A shopper's browser keeps a connection open after a page's requests.
    expect(await get(shop, '/api/settings', agent)).toBe(200);
    const email = uniqueEmail();
    const signUp = await slowRequest(shop, agent, '/api/user/register', registration(email));

    shop.child.kill('SIGTERM');
    await untilRefusing(shop);
    signUp.finish();

    const answer = await signUp.answer;
    expect(answer.status).toBe(201);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    expect(await exitWithin(shop, EXIT_BOUND_MS)).toBe(0);
  });

  it('exits at SHUTDOWN_TIMEOUT_MS even when a request never finishes', async () => {
    const shop = await startShop({ SHUTDOWN_TIMEOUT_MS: '2000' });
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(async () => agent.destroy());
    await slowRequest(shop, agent, '/api/user/register', registration(uniqueEmail()));

    shop.child.kill('SIGTERM');
    expect(await exitWithin(shop, EXIT_BOUND_MS)).toBe(1);
  });
});

describe.skipIf(!serverUrl)('a database connection cut under the process (PostgreSQL)', { timeout: 120_000 }, () => {
  it('answers the request in that transaction 503 and keeps running and serving', async () => {
    let proxy!: TcpProxy;
    let direct!: pg.Client;
    const shop = await startShop({}, async (databaseUrl) => {
      proxy = await startTcpProxy(hostAndPort(databaseUrl, 5432));
      cleanups.push(() => proxy.close());
      direct = new pg.Client({ connectionString: databaseUrl });
      await direct.connect();
      cleanups.push(() => direct.end());
      return proxy.through(databaseUrl);
    });

    // The account and its activation mail are written in one transaction: hold the mail's table.
    const release = await holdWriteLock(direct, 'outbox');
    const email = uniqueEmail();
    const pending = fetch(`${shop.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: registration(email),
    });
    await untilWaitingForLock(direct);
    proxy.cut();
    const answer = await pending;
    await release();

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(shop.child.exitCode).toBeNull();
    await expect.poll(async () => (await fetch(`${shop.url}/api/ready`)).status, { timeout: 10_000 }).toBe(200);
    const again = await fetch(`${shop.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: registration(email),
    });
    expect(again.status).toBe(201);
  });
});

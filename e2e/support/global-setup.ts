/**
 * Starts the real built shop (apps/api/dist/server.js serving apps/web/dist) on a free port with
 * its demo catalogue, on a throw-away PGlite folder, or on a fresh PostgreSQL database when
 * DATABASE_URL is set, paying bKash through a local bKash server, and stops them afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

import { DEFAULT_ORDER_CAPS, ORDER_CAPS_MAX } from '@dokan/domain';

import { BKASH_TEST_MERCHANT, startBkashTestServer } from '../../apps/api/src/test/bkash-server.ts';
import { createScratchDatabase } from '../../apps/api/src/test/scratch-database.ts';
import { startSteadfastServer } from '../../apps/api/src/test/steadfast-server.ts';
import { DEMO_ADMIN } from './shop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The local bKash server the shop pays through (its /test/refunds lists the refunds it made). */
    bkashUrl: string;
    /** The token the shop expects on Steadfast's webhooks, for journeys that play Steadfast calling back. */
    steadfastWebhookToken: string;
  }
}

/** The shop books parcels with a local server speaking Steadfast's merchant API. */
const STEADFAST = {
  apiKey: 'e2e-steadfast-key',
  secretKey: 'e2e-steadfast-secret',
  webhookToken: 'e2e-steadfast-webhook-token',
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Waits until the shop at `url` answers (150 s at most); fails with its output if it exits first. */
export async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/settings`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`shop did not start in time:\n${output()}`);
}

/**
 * The journeys are many shoppers of one shop, most of them ordering to one phone: its owner raises
 * the caps on orders for them as for a sale (decision 071). The API's tests hold the shop to its caps.
 */
async function raiseOrderCaps(baseUrl: string): Promise<void> {
  const signin = await fetch(`${baseUrl}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  const { data } = (await signin.json()) as { data: { accessToken: string } };
  const headers = { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' };
  const caps = Object.fromEntries(Object.keys(DEFAULT_ORDER_CAPS).map((cap) => [cap, ORDER_CAPS_MAX]));
  const saved = await fetch(`${baseUrl}/api/settings/order-caps`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(caps),
  });
  if (!saved.ok) throw new Error(`raising the shop's order caps answered ${saved.status}: ${await saved.text()}`);
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-e2e-'));
  const database = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'dokan_e2e') : null;
  const steadfast = await startSteadfastServer(STEADFAST);
  const port = await freePort();
  const bkash = await startBkashTestServer();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
      // No backup of its own a minute in, in the middle of what is tested.
      BACKUP_EVERY_HOURS: '0',
      // Links in the shop's e-mails point where the browser is.
      PUBLIC_URL: baseUrl,
      // Rate limits in this server's memory: journeys on one machine must not count against each other.
      REDIS_URL: '',
      // bKash is the local server speaking its protocol.
      BKASH_API_URL: bkash.url,
      BKASH_APP_KEY: BKASH_TEST_MERCHANT.appKey,
      BKASH_APP_SECRET: BKASH_TEST_MERCHANT.appSecret,
      BKASH_USERNAME: BKASH_TEST_MERCHANT.username,
      BKASH_PASSWORD: BKASH_TEST_MERCHANT.password,
      STEADFAST_API_KEY: STEADFAST.apiKey,
      STEADFAST_SECRET_KEY: STEADFAST.secretKey,
      STEADFAST_API_URL: steadfast.apiUrl,
      STEADFAST_WEBHOOK_TOKEN: STEADFAST.webhookToken,
      COURIER_POLL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  await waitUntilUp(baseUrl, child, () => log);
  await raiseOrderCaps(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('bkashUrl', bkash.url.replace('/v1.2.0-beta', ''));
  project.provide('steadfastWebhookToken', STEADFAST.webhookToken);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await bkash.close();
    await database?.drop();
    await steadfast.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

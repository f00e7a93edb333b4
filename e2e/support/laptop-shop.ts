/**
 * A shop of a journey's own, as a newcomer starts it on a laptop: the built server on a free port
 * with nothing configured (no courier, no gateway), its own PGlite folder, or a fresh PostgreSQL
 * database when DATABASE_URL is set. Without the demo catalogue it starts in seconds; the journey
 * makes what it needs through the shop's API, as its admin and a shopper.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createScratchDatabase } from '../../apps/api/src/test/scratch-database.ts';
import { freePort, waitUntilUp } from './global-setup.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LaptopShop {
  url: string;
  admin: { email: string; password: string };
  /** The shop's API: a call with an optional bearer token (JSON, or a multipart form); fails on an error answer. */
  call<T>(method: string, apiPath: string, body?: unknown, token?: string): Promise<T>;
  stop(): Promise<void>;
}

/** `env` adds to or overrides what the shop is started with (a setting a journey is about). */
export async function startLaptopShop(env: Record<string, string> = {}): Promise<LaptopShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-laptop-'));
  const database = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'dokan_laptop')
    : null;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const admin = { email: 'owner@example.com', password: randomBytes(9).toString('hex') };
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      PUBLIC_URL: url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // As a fresh clone has them: no courier set up.
      STEADFAST_API_KEY: '',
      STEADFAST_SECRET_KEY: '',
      PATHAO_CLIENT_ID: '',
      REDX_API_TOKEN: '',
      COURIER_POLL_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  async function call<T>(method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
    const form = body instanceof FormData;
    const response = await fetch(`${url}/api${apiPath}`, {
      method,
      headers: {
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const answer = (await response.json()) as { message: string; data: T };
    if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${answer.message}`);
    return answer.data;
  }

  return { url, admin, call, stop };
}

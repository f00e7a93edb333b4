/**
 * The shop as it runs when it outgrows one process: two API processes (the built server) on one
 * PostgreSQL database (reached through the tests' TCP proxy, which a journey may cut), one Redis and
 * one S3 bucket (s3rver), behind Debian's HAProxy, which checks each process's /api/ready. Each
 * process has its own data folder, so nothing is shared by disk.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startS3Server, type TestS3Server } from '../../apps/api/src/test/s3-server.ts';
import { createScratchDatabase } from '../../apps/api/src/test/scratch-database.ts';
import { hostAndPort, startTcpProxy, type TcpProxy } from '../../apps/api/src/test/tcp-proxy.ts';
import { freePort } from './global-setup.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * PostgreSQL and Redis for the cluster: DATABASE_URL and REDIS_URL when set (CI's second pass);
 * otherwise the machine's own on their usual ports, when they answer (CI's PGlite pass on a machine
 * that has them); otherwise none, and the journey is skipped with the reason.
 */
export async function findServices(): Promise<{ databaseUrl: string; redisUrl: string } | { missing: string }> {
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const missing = [];
  for (const [name, url, port] of [
    ['PostgreSQL', databaseUrl, 5432],
    ['Redis', redisUrl, 6379],
  ] as const) {
    const address = new URL(url);
    if (!(await reachable(address.hostname, Number(address.port || port)))) missing.push(`${name} at ${address.host}`);
  }
  return missing.length ? { missing: missing.join(' and ') } : { databaseUrl, redisUrl };
}

interface Child {
  process: ChildProcess;
  output: () => string;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  let output = '';
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { process: child, output: () => output };
}

async function until(what: string, check: () => Promise<boolean>, child: Child, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`${what}: exited with ${child.process.exitCode}:\n${child.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not ready in time:\n${child.output()}`);
}

export interface ShopProcess {
  name: string;
  url: string;
  child: Child;
  /** SIGKILL: no goodbye, as a crash or an OOM kill. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** HAProxy's address, where shoppers come in. */
  url: string;
  processes: [ShopProcess, ShopProcess];
  /** Between the processes and PostgreSQL: a journey may cut the database away. */
  databaseLink: TcpProxy;
  stop(): Promise<void>;
}

/** HAProxy in front of the processes: round robin, /api/ready checked twice a second, a refused connection retried on the other. */
export function haproxyConfig(port: number, backends: Array<{ name: string; url: string }>): string {
  return [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  retries 3',
    '  option redispatch',
    '  retry-on conn-failure empty-response',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server check inter 500ms fall 2 rise 2',
    ...backends.map(({ name, url }) => `  server ${name} ${new URL(url).host}`),
    '',
  ].join('\n');
}

export async function startCluster(services: { databaseUrl: string; redisUrl: string }): Promise<Cluster> {
  if (!existsSync(HAPROXY_PATH)) {
    throw new Error(`${HAPROXY_PATH} not found: install Debian's haproxy (npm test does, as root) or set HAPROXY_PATH`);
  }
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const database = await createScratchDatabase(services.databaseUrl, 'dokan_cluster');
    cleanups.push(() => database.drop());
    const databaseLink = await startTcpProxy(hostAndPort(database.url, 5432));
    cleanups.push(() => databaseLink.close());
    const s3: TestS3Server = await startS3Server('dokan-cluster');
    cleanups.push(() => s3.close());
    const lbPort = await freePort();
    const url = `http://127.0.0.1:${lbPort}`;
    const shared = {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseLink.through(database.url),
      REDIS_URL: services.redisUrl,
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      // Every process signs and checks the same tokens.
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
      // The demo logins and the outbox answer through the proxy, as on a shared staging server.
      DEV_TOOLS: 'open',
      DEMO_SEED: 'true',
      // No backup of its own a minute in, in the middle of what is tested.
      BACKUP_EVERY_HOURS: '0',
      LOG_LEVEL: 'warn',
      // Long enough that a process could only see another's change through the invalidation bus.
      RESPONSE_CACHE_TTL_MS: '60000',
    };
    const processes = [] as unknown as [ShopProcess, ShopProcess];
    for (const name of ['a', 'b']) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `dokan-cluster-${name}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const child = start(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
        ...shared,
        PORT: String(port),
        DATA_DIR: dataDir,
      });
      cleanups.push(async () => {
        if (child.process.exitCode !== null || child.process.signalCode !== null) return;
        child.process.kill('SIGTERM');
        await new Promise((resolve) => child.process.once('exit', resolve));
      });
      const processUrl = `http://127.0.0.1:${port}`;
      processes.push({
        name,
        url: processUrl,
        child,
        async kill() {
          child.process.kill('SIGKILL');
          await new Promise((resolve) => child.process.once('exit', resolve));
        },
      });
    }
    // Both start together: one seeds the demo shop while the other waits its turn (the start-up lock).
    for (const shop of processes) {
      await until(`process ${shop.name}`, async () => (await fetch(`${shop.url}/api/ready`)).ok, shop.child);
    }

    const configDir = await mkdtemp(path.join(tmpdir(), 'dokan-haproxy-'));
    cleanups.push(() => rm(configDir, { recursive: true, force: true }));
    const configFile = path.join(configDir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig(lbPort, processes));
    // -db: in the foreground, so that this test owns the process and its output.
    const haproxy = start(HAPROXY_PATH, ['-db', '-f', configFile], process.env);
    cleanups.push(async () => {
      haproxy.process.kill('SIGTERM');
      if (haproxy.process.exitCode === null) await new Promise((resolve) => haproxy.process.once('exit', resolve));
    });
    await until('haproxy', async () => (await fetch(`${url}/api/ready`)).ok, haproxy, 30_000);
    return { url, processes, databaseLink, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

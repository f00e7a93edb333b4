/**
 * `npm run backup`: one backup now, as the configuration says (BACKUP_DIR or the bucket). On
 * PostgreSQL it runs pg_dump itself. On PGlite the folder belongs to the running shop, so the shop
 * is asked to take it (through the address and token in its lock file); with the shop stopped, this
 * process takes the folder and the backup itself (docs/decisions/065).
 */
import http from 'node:http';
import path from 'node:path';

import { pino } from 'pino';
import { Registry } from 'prom-client';

import { backupsConfigFor } from './backup-setup.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirBusy, holdDataDir, readHolder } from './lib/data-dir-lock.ts';
import { createBackupsModule } from './modules/backups/backups.module.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });

function done(location: string | null, sizeBytes: number | null, startedAt: number): never {
  const megabytes = ((sizeBytes ?? 0) / 1024 / 1024).toFixed(1);
  console.log(`Backup written to ${location} (${megabytes} MB) in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  process.exit(0);
}

function fail(message: string): never {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

/**
 * Asks the running shop for a backup and waits for its answer, however long the copy takes (fetch
 * would give up after five minutes without an answer).
 */
async function askTheShop(address: string, token: string, startedAt: number): Promise<never> {
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${address}/api/backups`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end();
  }).catch((error: unknown) => fail(`the running shop at ${address} did not answer (${String(error)})`));
  type Answer = { message?: string; data?: { location: string | null; sizeBytes: number | null } };
  const body = ((): Answer | null => {
    try {
      return JSON.parse(answer.text) as Answer;
    } catch {
      return null; // not JSON: said below with the status
    }
  })();
  if (answer.status !== 200 || !body?.data) {
    // The shop's own words ("The backup failed: ..."), or what it answered.
    console.error(body?.message ?? `Backup failed: the shop answered ${answer.status}`);
    process.exit(1);
  }
  return done(body.data.location, body.data.sizeBytes, startedAt);
}

const startedAt = Date.now();
let lock: Awaited<ReturnType<typeof holdDataDir>> | null = null;
if (!config.DATABASE_URL) {
  const holder = await readHolder(config.DATA_DIR);
  if (holder?.role === 'shop') {
    if (!holder.address || !holder.token) fail('the shop is starting; try again once it is open');
    await askTheShop(holder.address, holder.token, startedAt);
  }
  try {
    lock = await holdDataDir(config.DATA_DIR, 'backup');
  } catch (error) {
    fail(error instanceof DataDirBusy ? error.message : String(error));
  }
}

try {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: 1,
  });
  try {
    const { service } = createBackupsModule({
      db: database.db,
      config: backupsConfigFor(config, database),
      controlToken: null,
      metrics: new Registry(),
      log,
    });
    const row = await service.take('command');
    if (!row) fail('another backup is being taken right now; try again when it is done');
    done(row.location, row.sizeBytes, startedAt);
  } finally {
    await database.close();
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  await lock?.release();
}

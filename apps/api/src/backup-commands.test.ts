/**
 * `npm run backup` and `npm run restore` as an operator runs them, beside the real server process:
 * on PGlite the running shop takes the backup for the command (its folder is held: nothing else
 * opens it), on PostgreSQL the command runs pg_dump itself and says what to install when
 * it is missing. The restored shop starts and knows its customers; a file that is not a backup is
 * refused with a message. Each test starts processes: slow on a busy machine.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { loadConfig } from './config.ts';
import { emailRegistration, PASSWORD, uniqueEmail } from './test/accounts.ts';
import { createScratchDatabase } from './test/scratch-database.ts';
import { startServerProcess } from './test/server-process.ts';

const serverUrl = loadConfig().DATABASE_URL;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A data folder, and on PostgreSQL a fresh database, for one shop. */
async function place(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-command-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const scratch = await createScratchDatabase(serverUrl, 'dokan_command');
  cleanups.push(() => scratch.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
}

async function shopOn(env: Record<string, string>) {
  const shop = await startServerProcess(env);
  cleanups.push(() => shop.stop());
  return shop;
}

/** Runs src/<script>.ts as `npm run` would run its build; answers its exit code and output. */
function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/${script}.ts`, ...args], {
      cwd: apiRoot,
      env: { ...process.env, REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const signIn = (url: string, email: string) =>
  fetch(`${url}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: PASSWORD }),
  });

const register = (url: string, email: string) =>
  fetch(`${url}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(emailRegistration(email)),
  });

describe('npm run backup and npm run restore', { timeout: 180_000 }, () => {
  it('back up the running shop and restore it into an empty place, where it starts with its customers', async () => {
    const live = await place();
    const shop = await shopOn(live);
    const email = uniqueEmail();
    expect((await register(shop.url, email)).status).toBe(201);

    if (!serverUrl) {
      // The folder is the running shop's: nothing else opens it, not even told to --force.
      const over = await command('restore', ['--force', 'any.tar'], live);
      expect(over.code).toBe(1);
      expect(over.stderr).toMatch(/is in use by the running shop \(pid \d+\) .*pglite\.lock\): stop it first/);
    }

    const backup = await command('backup', [], live);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const file = /Backup written to (\S+) /.exec(backup.stdout)?.[1];
    expect(file).toBeDefined();
    expect(path.dirname(file!)).toBe(path.join(live.DATA_DIR!, 'backups'));
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);

    if (serverUrl) {
      const spoiled = path.join(live.DATA_DIR!, 'not-a-backup.tar');
      await writeFile(spoiled, 'PK\u0003\u0004 a zip file, say');
      const elsewhere = await place();
      const refused = await command('restore', [spoiled], elsewhere);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Restore refused: .*not-a-backup\.tar is not a Dokan backup/);
      expect(await readdir(elsewhere.DATA_DIR!)).toEqual([]);
    }

    const restoredPlace = await place();
    const restore = await command('restore', [file!], restoredPlace);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored the backup of /);

    const restored = await shopOn(restoredPlace);
    // The customer is there (with the password; not yet activated), a stranger is not, and it takes sign-ups.
    const known = await signIn(restored.url, email);
    const unknown = await signIn(restored.url, uniqueEmail());
    expect([known.status, unknown.status]).toEqual([403, 401]);
    expect((await register(restored.url, uniqueEmail())).status).toBe(201);
  });

  it.skipIf(!serverUrl)('says how to install the PostgreSQL client tools when pg_dump is missing', async () => {
    const live = await place();
    const backup = await command('backup', [], { ...live, PATH: '/nonexistent' });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/pg_dump was not found: install PostgreSQL's client tools/);
    expect(backup.stderr).toMatch(/apt-get install postgresql-client/);
  });
});

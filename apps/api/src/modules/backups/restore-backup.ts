/**
 * Puts a backup back: into an empty PGlite folder or an empty PostgreSQL database (or, told to,
 * over a full one), with its pictures, then runs this build's migrations, so a backup of an older
 * version comes back as this one. The archive is read through and checked first; a refused one
 * leaves everything as it was (docs/decisions/065).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import pg from 'pg';

import { newestKnownMigration, openDatabase } from '../../db/client.ts';
import { isValidStorageKey, type Storage } from '../../lib/storage.ts';
import {
  type BackupManifest,
  BackupRefused,
  MEDIA_PREFIX,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  readArchive,
  verifyArchive,
} from './backup-archive.ts';
import { pgRestore } from './postgres-tools.ts';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

export interface RestoreOptions {
  file: string;
  target: RestoreTarget;
  /** Pictures on this machine (DATA_DIR/media); null when they go to `storage` (a bucket). */
  mediaDir: string | null;
  storage: Storage;
  /** Replace a database (and pictures) that is not empty. */
  force: boolean;
}

const ENGINE_NAMES = { pglite: 'the embedded database (PGlite, DATABASE_URL unset)', postgres: 'PostgreSQL (DATABASE_URL)' };

async function hasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database made empty again, for --force: the shop's schemas go, with what was in them. */
async function emptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** What is there already, in words; null when the target is empty. */
async function whatIsThere(options: RestoreOptions): Promise<string | null> {
  const { target, mediaDir } = options;
  if (target.kind === 'pglite' && (await hasFiles(path.join(target.dataDir, 'pglite')))) {
    return `${path.join(target.dataDir, 'pglite')} already holds a database`;
  }
  if (target.kind === 'postgres' && (await tablesIn(target.databaseUrl)) > 0) return 'the database is not empty';
  if (mediaDir && (await hasFiles(mediaDir))) return `${mediaDir} already holds pictures`;
  return null;
}

/** Replaces `live` with `staged` (a folder beside it), the old one deleted after. */
async function swapIn(staged: string, live: string): Promise<void> {
  const old = `${live}.replaced-${randomBytes(4).toString('hex')}`;
  const hadOne = await rename(live, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(staged, live);
  if (hadOne) await rm(old, { recursive: true, force: true });
}

export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { file, target, mediaDir, storage, force } = options;
  const manifest = await verifyArchive(file);
  if (manifest.migration > newestKnownMigration()) {
    throw new BackupRefused(`${file} was made by a newer version of Dokan than this one: update the shop first`);
  }
  if (manifest.database !== target.kind) {
    throw new BackupRefused(
      `${file} holds ${ENGINE_NAMES[manifest.database]}, but this shop is configured for ${ENGINE_NAMES[target.kind]}`,
    );
  }
  const there = await whatIsThere(options);
  if (there && !force) throw new BackupRefused(`${there}: nothing was restored (add --force to replace it)`);

  const tag = randomBytes(4).toString('hex');
  const work = target.kind === 'pglite' ? target.dataDir : tmpdir();
  await mkdir(work, { recursive: true });
  const dumpFile = path.join(work, `.restore-${tag}.dump`);
  const stagedMedia = mediaDir ? `${mediaDir}.restoring-${tag}` : null;
  const stagedPglite = target.kind === 'pglite' ? path.join(target.dataDir, `pglite.restoring-${tag}`) : null;
  try {
    if (stagedMedia) await mkdir(stagedMedia, { recursive: true });
    await readArchive(file, async (name, body) => {
      if (name === PGLITE_DUMP || name === POSTGRES_DUMP) {
        await pipeline(Readable.from(body), createWriteStream(dumpFile));
        return;
      }
      const key = name.slice(MEDIA_PREFIX.length);
      if (!isValidStorageKey(key)) throw new BackupRefused(`${file} names a picture outside the media folder: ${key}`);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk);
      if (stagedMedia) {
        const to = path.join(stagedMedia, ...key.split('/'));
        await mkdir(path.dirname(to), { recursive: true });
        await writeFile(to, Buffer.concat(chunks));
      } else {
        await storage.put(key, Buffer.concat(chunks), 'application/octet-stream');
      }
    });

    if (target.kind === 'pglite') {
      // Loaded into a folder beside the live one and migrated there, then swapped in.
      const database = await openDatabase({
        dataDir: stagedPglite!,
        loadDataDir: await openAsBlob(dumpFile, { type: 'application/x-gzip' }),
      });
      await database.close();
      await swapIn(stagedPglite!, path.join(target.dataDir, 'pglite'));
    } else {
      if (there) await emptyDatabase(target.databaseUrl);
      await pgRestore(target.databaseUrl, dumpFile);
      const database = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
      await database.close();
    }
    if (stagedMedia && mediaDir) await swapIn(stagedMedia, mediaDir);
    return manifest;
  } finally {
    await rm(dumpFile, { force: true });
    if (stagedMedia) await rm(stagedMedia, { recursive: true, force: true });
    if (stagedPglite) await rm(stagedPglite, { recursive: true, force: true });
  }
}

/**
 * Takes one backup into an archive file, while the shop goes on taking orders: the database as of
 * one instant (PGlite's data folder copied between two statements, or pg_dump's snapshot) and every
 * picture on disk that the database may name (docs/decisions/065).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createGzip } from 'node:zlib';

import { sql } from 'drizzle-orm';

import { appliedMigration, type Database } from '../../db/client.ts';
import { queryRows } from '../../lib/rows.ts';
import {
  type ArchiveEntry,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MEDIA_PREFIX,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  writeArchive,
} from './backup-archive.ts';
import { pgDump } from './postgres-tools.ts';

/** The database to copy: PGlite's snapshot, or the PostgreSQL server pg_dump reads. */
export type BackupSource =
  { kind: 'pglite'; snapshot: () => Promise<Blob> } | { kind: 'postgres'; databaseUrl: string };

/** Keys of the files under `dir` (slash-separated), leaving out files being written (`*.tmp`). */
async function filesUnder(dir: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Hard links to every picture now on disk, in a folder beside them: a picture deleted while the
 * database is copied stays readable for the archive (the copy may still name it). Copies where the
 * disk cannot link.
 */
async function holdPictures(mediaDir: string, holdDir: string): Promise<Set<string>> {
  const keys = await filesUnder(mediaDir);
  const held = new Set<string>();
  for (const key of keys) {
    const from = path.join(mediaDir, ...key.split('/'));
    const to = path.join(holdDir, ...key.split('/'));
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // deleted since it was listed, before the database was copied
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await copyFile(from, to);
    }
    held.add(key);
  }
  return held;
}

async function* fileEntries(dir: string, keys: readonly string[]): AsyncGenerator<ArchiveEntry> {
  for (const key of keys) {
    const file = path.join(dir, ...key.split('/'));
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      continue; // an upload made after the copy and deleted again: the copy cannot name it
    }
    yield { name: `${MEDIA_PREFIX}${key}`, size, open: () => createReadStream(file) };
  }
}

export interface WrittenBackup {
  pictures: number;
}

export async function writeBackup(options: {
  db: Database;
  source: BackupSource;
  /** Pictures kept on this machine (DATA_DIR/media); null when they are in a bucket. */
  mediaDir: string | null;
  file: string;
}): Promise<WrittenBackup> {
  const { db, source, mediaDir, file } = options;
  const scratch = `${file}.${randomBytes(4).toString('hex')}`;
  const holdDir = mediaDir ? `${mediaDir}.backup-${randomBytes(4).toString('hex')}` : null;
  try {
    const held = mediaDir && holdDir ? await holdPictures(mediaDir, holdDir) : new Set<string>();

    if (source.kind === 'pglite') {
      // Compressed after the copy, off the event loop, while the shop's statements run again; at zlib's
      // fastest level: a 100k-product folder is about 900 MB, and time matters more than a few per cent.
      const copy = await source.snapshot();
      await pipeline(
        Readable.fromWeb(copy.stream() as NodeReadableStream<Uint8Array>),
        createGzip({ level: constants.Z_BEST_SPEED }),
        createWriteStream(scratch),
      );
    } else {
      await pgDump(source.databaseUrl, scratch);
    }
    const { size } = await stat(scratch);
    const dump: ArchiveEntry = {
      name: source.kind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP,
      size,
      open: () => createReadStream(scratch),
    };
    // Uploaded while the database was copied: the copy may name them.
    const added = mediaDir ? (await filesUnder(mediaDir)).filter((key) => !held.has(key)) : [];

    const [version] = await queryRows<{ version: string }>(db, sql`SHOW server_version_num`);
    const manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: source.kind,
      serverVersion: Number(version?.version ?? 0),
      migration: await appliedMigration(db),
      pictures: held.size + added.length,
    } as const;
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield dump;
      if (holdDir) yield* fileEntries(holdDir, [...held].sort());
      if (mediaDir) yield* fileEntries(mediaDir, added);
    }
    await writeArchive(file, manifest, entries());
    return { pictures: manifest.pictures };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  } finally {
    await rm(scratch, { force: true });
    if (holdDir) await rm(holdDir, { recursive: true, force: true });
  }
}

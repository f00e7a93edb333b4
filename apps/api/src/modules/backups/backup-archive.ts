/**
 * The backup file: a tar archive whose first entry says what it is (manifest.json: the format, its
 * version, the database it holds and the newest migration applied), then the database's dump and
 * the pictures kept on disk, and last the SHA-256 of every entry (checksums.json). A restore reads
 * it through once to check all of that before it touches anything (docs/decisions/065).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import tar from 'tar-stream';

export const BACKUP_FORMAT = 'dokan-backup';
/** Raised when the layout changes; a restore reads every version up to its own. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST = 'manifest.json';
export const CHECKSUMS = 'checksums.json';
export const PGLITE_DUMP = 'database/pglite.tar.gz';
export const POSTGRES_DUMP = 'database/postgres.pgdump';
export const MEDIA_PREFIX = 'media/';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The database's server version (server_version_num): a PGlite copy loads only into the same major. */
  serverVersion: number;
  /** When the newest migration applied was written (drizzle's folderMillis): a newer shop migrates on. */
  migration: number;
  /** Pictures kept on disk, in the archive under media/; 0 when they live in a bucket. */
  pictures: number;
}

/** A backup that cannot be restored: the message says why, and nothing was touched. */
export class BackupRefused extends Error {}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes: a buffer, or a stream of exactly `size` bytes. */
  open(): Buffer | Readable;
}

/** Writes the archive to `file`: the manifest, each entry, then their checksums. */
export async function writeArchive(
  file: string,
  manifest: BackupManifest,
  entries: AsyncIterable<ArchiveEntry>,
): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(file));
  const sums: Record<string, string> = {};
  const add = async (entry: ArchiveEntry) => {
    const hash = createHash('sha256');
    const source = entry.open();
    if (Buffer.isBuffer(source)) {
      hash.update(source);
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: entry.name, size: entry.size }, source, (error) => (error ? reject(error) : resolve())),
      );
    } else {
      const sink = pack.entry({ name: entry.name, size: entry.size });
      source.on('data', (chunk: Buffer) => hash.update(chunk));
      await pipeline(source, sink);
    }
    sums[entry.name] = hash.digest('hex');
  };
  try {
    await add(bufferEntry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2))));
    for await (const entry of entries) await add(entry);
    const checksums = Buffer.from(JSON.stringify(sums, null, 2));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: CHECKSUMS, size: checksums.length }, checksums, (error) => (error ? reject(error) : resolve())),
    );
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
}

function bufferEntry(name: string, bytes: Buffer): ArchiveEntry {
  return { name, size: bytes.length, open: () => bytes };
}

/** Calls `each` with every entry between the manifest and the checksums, in order. */
async function readEntries(
  file: string,
  each: (name: string, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const source = createReadStream(file);
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  for await (const entry of extract) await each(entry.header.name, entry as AsyncIterable<Buffer>);
}

async function bytesOf(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += chunk.length;
    if (length > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function drain(body: AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of body) void chunk;
}

function parseManifest(bytes: Buffer | null): BackupManifest | null {
  try {
    const manifest = JSON.parse(bytes?.toString('utf8') ?? '') as Partial<BackupManifest>;
    const valid =
      manifest.format === BACKUP_FORMAT &&
      Number.isInteger(manifest.formatVersion) &&
      (manifest.database === 'pglite' || manifest.database === 'postgres') &&
      Number.isFinite(manifest.migration) &&
      Number.isFinite(manifest.serverVersion);
    return valid ? (manifest as BackupManifest) : null;
  } catch {
    return null;
  }
}

/** What a restore may find inside: anything else is not ours. */
function knownEntry(name: string, manifest: BackupManifest): boolean {
  if (name.startsWith(MEDIA_PREFIX)) return name.length > MEDIA_PREFIX.length;
  return name === (manifest.database === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP);
}

/**
 * Reads the whole archive and answers its manifest when it is a complete, undamaged Dokan backup
 * of a format this build reads; else throws BackupRefused with the reason. It writes nothing.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const notOurs = `${file} is not a Dokan backup`;
  let manifest: BackupManifest | null = null;
  let checksums: Record<string, string> | null = null;
  const seen = new Map<string, string>();
  try {
    await readEntries(file, async (name, body) => {
      if (!manifest) {
        const bytes = name === MANIFEST ? await bytesOf(body, 64 * 1024) : null;
        manifest = parseManifest(bytes);
        if (!manifest) throw new BackupRefused(`${notOurs} (it does not start with a Dokan manifest)`);
        if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
          throw new BackupRefused(
            `${file} was written by a newer Dokan (backup format ${manifest.formatVersion}; this one reads up to ${BACKUP_FORMAT_VERSION}): update the shop first`,
          );
        }
        seen.set(MANIFEST, createHash('sha256').update(bytes!).digest('hex'));
        return;
      }
      if (checksums) throw new BackupRefused(`${file} is damaged: it goes on after its checksums`);
      if (name === CHECKSUMS) {
        const parsed: unknown = JSON.parse((await bytesOf(body, 64 * 1024 * 1024))?.toString('utf8') ?? 'null');
        if (!parsed || typeof parsed !== 'object') throw new BackupRefused(`${file} is damaged: unreadable checksums`);
        checksums = parsed as Record<string, string>;
        return;
      }
      if (!knownEntry(name, manifest) || seen.has(name)) throw new BackupRefused(`${notOurs} (unexpected entry ${name})`);
      const hash = createHash('sha256');
      for await (const chunk of body) hash.update(chunk);
      seen.set(name, hash.digest('hex'));
    });
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupRefused(`${file} does not exist`);
    if (code === 'EISDIR') throw new BackupRefused(`${file} is a folder, not a backup file`);
    throw new BackupRefused(
      manifest
        ? `${file} is damaged: ${(error as Error).message}`
        : `${notOurs} (${(error as Error).message || 'not a tar archive'})`,
    );
  }
  const found = manifest as BackupManifest | null;
  if (!found) throw new BackupRefused(`${notOurs} (it is empty or not a tar archive)`);
  const sums = checksums as Record<string, string> | null;
  if (!sums) throw new BackupRefused(`${file} is incomplete: it ends before its checksums (cut short while copied?)`);
  const dump = found.database === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP;
  if (!seen.has(dump)) throw new BackupRefused(`${file} is damaged: it holds no database`);
  for (const [name, digest] of seen) {
    if (sums[name] !== digest) {
      throw new BackupRefused(`${file} is damaged: ${name} does not match its checksum`);
    }
  }
  const listed = Object.keys(sums).filter((name) => !seen.has(name));
  if (listed.length > 0) throw new BackupRefused(`${file} is damaged: ${listed[0]} is missing`);
  return found;
}

/** Calls `each` with the dump and every picture of an archive verifyArchive accepted. */
export async function readArchive(
  file: string,
  each: (name: string, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  await readEntries(file, async (name, body) => {
    if (name === MANIFEST || name === CHECKSUMS) await drain(body);
    else await each(name, body);
  });
}

/**
 * `npm run restore -- FILE [--force]`: a backup back into an empty DATA_DIR (PGlite) or an empty
 * database (DATABASE_URL), then this build's migrations. The shop must be stopped on PGlite (its
 * folder is held); on PostgreSQL stop every process first too, so nothing writes meanwhile.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { loadConfig } from './config.ts';
import { DataDirBusy, holdDataDir } from './lib/data-dir-lock.ts';
import { createS3Storage } from './lib/s3-storage.ts';
import { createLocalStorage } from './lib/storage.ts';
import { BackupRefused, restoreBackup } from './modules/backups/backups.module.ts';

function fail(message: string): never {
  console.error(`Restore refused: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) fail('name one backup file: npm run restore -- FILE [--force]');
const file = path.resolve(positionals[0]!);

const config = loadConfig();
const bucket = config.S3 ? createS3Storage(config.S3) : null;
const mediaDir = bucket ? null : path.join(config.DATA_DIR, 'media');
let lock: Awaited<ReturnType<typeof holdDataDir>> | null = null;
try {
  lock = await holdDataDir(config.DATA_DIR, 'restore');
} catch (error) {
  fail(error instanceof DataDirBusy ? `${error.message}: stop it first` : String(error));
}
try {
  const manifest = await restoreBackup({
    file,
    target: config.DATABASE_URL
      ? { kind: 'postgres', databaseUrl: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
    mediaDir,
    storage: bucket ?? createLocalStorage(mediaDir!),
    force: values.force ?? false,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.pictures} pictures) into ${
      config.DATABASE_URL ? 'the database' : config.DATA_DIR
    }; the shop can start.`,
  );
} catch (error) {
  const message = (error as Error).message;
  console.error(error instanceof BackupRefused ? `Restore refused: ${message}` : `Restore failed: ${message}`);
  process.exitCode = 1;
} finally {
  bucket?.close();
  await lock?.release();
}

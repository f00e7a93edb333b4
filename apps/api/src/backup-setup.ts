/** Backups as the configuration sets them up, for the server and for `npm run backup` alike. */
import path from 'node:path';

import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type BackupsConfig, bucketDestination, folderDestination } from './modules/backups/backups.module.ts';

export function backupsConfigFor(config: Config, database: DatabaseHandle): BackupsConfig {
  return {
    database,
    // Pictures in a bucket are the bucket's to keep (its versioning); on disk they go into the backup.
    mediaDir: config.S3 ? null : path.join(config.DATA_DIR, 'media'),
    destination: config.S3
      ? bucketDestination(config.S3, config.BACKUP_S3_PREFIX, path.join(config.DATA_DIR, 'backups-outgoing'))
      : folderDestination(config.BACKUP_DIR),
    everyHours: config.BACKUP_EVERY_HOURS,
    keep: config.BACKUP_KEEP,
  };
}

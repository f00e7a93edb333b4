/**
 * Where finished backups are kept: a folder (BACKUP_DIR) or the shop's S3 bucket under a prefix
 * (BACKUP_S3_PREFIX). Either keeps the newest BACKUP_KEEP and deletes the older ones.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';

import { createS3Client, type S3StorageConfig } from '../../lib/s3-storage.ts';

const BACKUP_NAME = /^dokan-backup-[0-9TZ-]+\.tar$/;

/** 'dokan-backup-2026-12-07T03-01-47-123Z.tar': names sort as the times they were taken. */
export function backupName(at: Date): string {
  return `dokan-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
}

export interface BackupDestination {
  /** A folder on this machine where the archive is written before it is stored. */
  workDir: string;
  /** Moves the written archive in; answers where it now is. */
  store(file: string, name: string): Promise<string>;
  /** Deletes all but the newest `keep` backups; answers what it deleted. */
  prune(keep: number): Promise<string[]>;
}

export function folderDestination(dir: string): BackupDestination {
  const folder = path.resolve(dir);
  return {
    workDir: folder,
    async store(file, name) {
      const target = path.join(folder, name);
      await rename(file, target);
      return target;
    },
    async prune(keep) {
      await mkdir(folder, { recursive: true });
      const names = (await readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort().reverse();
      const old = names.slice(keep).map((name) => path.join(folder, name));
      for (const file of old) await rm(file, { force: true });
      return old;
    },
  };
}

export function bucketDestination(config: S3StorageConfig, prefix: string, workDir: string): BackupDestination {
  // A backup's upload may run for minutes; only a connection silent this long fails it.
  const client = createS3Client({ ...config, requestTimeoutMs: 5 * 60_000 });
  const Bucket = config.bucket;
  return {
    workDir,
    async store(file, name) {
      const Key = `${prefix}${name}`;
      try {
        const { size } = await stat(file);
        // One PUT (up to 5 GB), streamed from disk.
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: 'application/x-tar',
          }),
        );
      } finally {
        await rm(file, { force: true });
      }
      return `s3://${Bucket}/${Key}`;
    },
    async prune(keep) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key ?? '';
          if (BACKUP_NAME.test(key.slice(prefix.length))) keys.push(key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      const old = keys.sort().reverse().slice(keep);
      for (const Key of old) await client.send(new DeleteObjectCommand({ Bucket, Key }));
      return old.map((key) => `s3://${Bucket}/${key}`);
    },
  };
}

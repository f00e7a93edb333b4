/**
 * The admin's backup status: what the last backup was, and when the owner must look (the
 * automatic backups failed, or none has succeeded for two of their intervals).
 */
import { z } from 'zod';

export const BackupRecordSchema = z.object({
  finishedAt: z.string(),
  status: z.enum(['succeeded', 'failed']),
  /** A file path on the server, or an s3:// address. */
  location: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
});
export type BackupRecord = z.infer<typeof BackupRecordSchema>;

export const BACKUP_WARNINGS = ['failed', 'stale', 'none'] as const;
export type BackupWarning = (typeof BACKUP_WARNINGS)[number];

export const BackupStatusSchema = z.object({
  /** The newest backup, whether it succeeded or not. */
  last: BackupRecordSchema.nullable(),
  /** The newest that succeeded (the same as `last` when that one did). */
  lastSucceeded: BackupRecordSchema.nullable(),
  /** Hours between automatic backups; 0 when they are off. */
  everyHours: z.number(),
  warning: z.enum(BACKUP_WARNINGS).nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;

/**
 * 'failed' when the newest backup failed; 'stale' when the newest success is older than two
 * intervals (a missed one is forgiven, two are not); 'none' when none ever succeeded and the shop
 * has run two intervals since `since` (its first start). Null when all is well or backups are off
 * and nothing failed.
 */
export function backupWarning(input: {
  last: Pick<BackupRecord, 'status' | 'finishedAt'> | null;
  lastSucceeded: Pick<BackupRecord, 'finishedAt'> | null;
  everyHours: number;
  now: Date;
  since: Date;
}): BackupWarning | null {
  const { last, lastSucceeded, everyHours, now, since } = input;
  if (last?.status === 'failed') return 'failed';
  if (everyHours <= 0) return null;
  const limitMs = 2 * everyHours * 3_600_000;
  if (!lastSucceeded) return now.getTime() - since.getTime() > limitMs ? 'none' : null;
  return now.getTime() - new Date(lastSucceeded.finishedAt).getTime() > limitMs ? 'stale' : null;
}

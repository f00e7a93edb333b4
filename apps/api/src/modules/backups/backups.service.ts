/**
 * Backups taken by `npm run backup` or by any process every BACKUP_EVERY_HOURS: one at a time
 * across the processes (an advisory lock), recorded with where it went and how big it is, the
 * newest BACKUP_KEEP kept (docs/decisions/065).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import { type BackupRecord, type BackupStatus, backupWarning } from '@dokan/domain';

import { BACKUP_LOCK, type Database, type DatabaseHandle } from '../../db/client.ts';
import { type BackupDestination, backupName } from './backup-destinations.ts';
import type { BackupRow, BackupsRepository } from './backups.repository.ts';
import { type BackupSource, writeBackup } from './write-backup.ts';

export interface BackupsConfig {
  /** The database to copy, and how to hold the one-at-a-time lock. */
  database: Pick<DatabaseHandle, 'kind' | 'unlessBusy' | 'snapshot' | 'databaseUrl'>;
  /** Pictures kept on this machine (DATA_DIR/media); null when they live in a bucket. */
  mediaDir: string | null;
  destination: BackupDestination;
  /** Hours between automatic backups; 0 turns them off. */
  everyHours: number;
  keep: number;
}

export type BackupTrigger = 'schedule' | 'command';

export function recordView(row: BackupRow): BackupRecord {
  return {
    finishedAt: row.finishedAt.toISOString(),
    status: row.status,
    location: row.location,
    sizeBytes: row.sizeBytes,
    error: row.error,
  };
}

function sourceOf(database: BackupsConfig['database']): BackupSource {
  if (database.kind === 'pglite' && database.snapshot) return { kind: 'pglite', snapshot: database.snapshot };
  if (database.kind === 'postgres' && database.databaseUrl) return { kind: 'postgres', databaseUrl: database.databaseUrl };
  throw new Error('this database cannot be backed up');
}

const processStarted = new Date(Date.now() - process.uptime() * 1000);

export function createBackupsService(deps: {
  db: Database;
  repository: BackupsRepository;
  /** Null: this process takes no backups (it still shows their status). */
  config: BackupsConfig | null;
  log: FastifyBaseLogger;
  /** Told of each backup this process took. */
  onTaken?: (row: BackupRow) => void;
}) {
  const { db, repository, config, log } = deps;

  /**
   * One backup now, unless another is being taken (then null), or, for the schedule, another
   * process has just taken it. Failures are recorded, then thrown.
   */
  async function take(trigger: BackupTrigger): Promise<BackupRow | null> {
    if (!config) throw new Error('backups are not configured in this process');
    const { destination } = config;
    return config.database.unlessBusy(BACKUP_LOCK, async () => {
      if (trigger === 'schedule' && !(await due(config.everyHours))) return null;
      const startedAt = new Date();
      const name = backupName(startedAt);
      const file = path.join(destination.workDir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
      let row: BackupRow;
      try {
        await mkdir(destination.workDir, { recursive: true });
        const written = await writeBackup({ db, source: sourceOf(config.database), mediaDir: config.mediaDir, file });
        const { size } = await stat(file);
        const location = await destination.store(file, name);
        const pruned = await destination.prune(config.keep);
        row = await repository.record({ startedAt, status: 'succeeded', trigger, location, sizeBytes: size });
        log.info(
          {
            backup: location,
            sizeBytes: size,
            pictures: written.pictures,
            durationMs: Date.now() - startedAt.getTime(),
            deleted: pruned,
          },
          'backup taken',
        );
      } catch (error) {
        log.error({ err: error, durationMs: Date.now() - startedAt.getTime() }, 'backup failed');
        row = await repository.record({ startedAt, status: 'failed', trigger, error: String((error as Error).message ?? error) });
        deps.onTaken?.(row);
        throw error;
      }
      deps.onTaken?.(row);
      return row;
    });
  }

  /** Whether the schedule owes a backup: none for an interval, or a failure an hour ago or more. */
  async function due(everyHours: number): Promise<boolean> {
    const newest = await repository.newest();
    if (!newest) return true;
    const age = Date.now() - newest.finishedAt.getTime();
    const wait = newest.status === 'failed' ? Math.min(everyHours * 3_600_000, 3_600_000) : everyHours * 3_600_000;
    return age >= wait;
  }

  return {
    take,

    async status(now = new Date()): Promise<BackupStatus> {
      const [last, lastSucceeded] = await Promise.all([repository.newest(), repository.newestSucceeded()]);
      const everyHours = config?.everyHours ?? 0;
      const view = { last: last && recordView(last), lastSucceeded: lastSucceeded && recordView(lastSucceeded) };
      return { ...view, everyHours, warning: backupWarning({ ...view, everyHours, now, since: processStarted }) };
    },

    newestSucceeded: () => repository.newestSucceeded(),

    /**
     * Every process looks now and then whether a backup is due; the one that holds the lock takes
     * it, and the others find it taken. Null when the schedule is off.
     */
    startSchedule(checkEveryMs = 5 * 60_000) {
      if (!config || config.everyHours <= 0) return null;
      const { everyHours } = config;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        running = due(everyHours)
          .then((owed) => (owed ? take('schedule') : null))
          .catch((error: unknown) => log.warn({ err: error }, 'scheduled backup not taken'));
      };
      const timer = setInterval(tick, Math.min(checkEveryMs, everyHours * 3_600_000));
      timer.unref();
      // A shop that starts with no recent backup takes one soon, not an interval later.
      const first = setTimeout(tick, Math.min(60_000, checkEveryMs));
      first.unref();
      return {
        async stop() {
          clearInterval(timer);
          clearTimeout(first);
          await running;
        },
      };
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;

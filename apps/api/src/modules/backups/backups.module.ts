/**
 * Backups: taking them (by command, or on a schedule in whichever process holds the lock), their
 * status for the admin, and their figures for /metrics (docs/decisions/065).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';

import type { Database } from '../../db/client.ts';
import { createBackupsRepository } from './backups.repository.ts';
import { backupsRoutes } from './backups.routes.ts';
import { type BackupsConfig, createBackupsService } from './backups.service.ts';

export type { BackupsConfig } from './backups.service.ts';
export { bucketDestination, folderDestination } from './backup-destinations.ts';

export function createBackupsModule(deps: {
  db: Database;
  /** Null: this process takes none, and shows the status of those others took. */
  config: BackupsConfig | null;
  /** The bearer `npm run backup` brings to ask this process for one; null refuses everyone. */
  controlToken: string | null;
  metrics: Registry;
  log: FastifyBaseLogger;
}) {
  const repository = createBackupsRepository(deps.db);
  const taken = new Counter({
    name: 'dokan_backups_total',
    help: 'Backups this process took, by outcome',
    labelNames: ['status'] as const,
    registers: [deps.metrics],
  });
  const service = createBackupsService({
    db: deps.db,
    repository,
    config: deps.config,
    log: deps.log,
    onTaken: (row) => taken.inc({ status: row.status }),
  });
  // Any process's newest success, read at each scrape: the alert on a backup too old needs no process of its own.
  let newest: Promise<Awaited<ReturnType<typeof service.newestSucceeded>>> | null = null;
  const newestSucceeded = () => (newest ??= service.newestSucceeded().finally(() => (newest = null)));
  new Gauge({
    name: 'dokan_backup_last_success_timestamp_seconds',
    help: 'When the newest successful backup finished (Unix time); 0 for none',
    registers: [deps.metrics],
    async collect() {
      const row = await newestSucceeded().catch(() => null);
      this.set(row ? row.finishedAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: 'dokan_backup_last_success_size_bytes',
    help: 'Size of the newest successful backup',
    registers: [deps.metrics],
    async collect() {
      const row = await newestSucceeded().catch(() => null);
      this.set(row?.sizeBytes ?? 0);
    },
  });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(backupsRoutes, { backups: service, controlToken: deps.controlToken });
    },
    service,
  };
}
export { BackupRefused } from './backup-archive.ts';
export { restoreBackup } from './restore-backup.ts';

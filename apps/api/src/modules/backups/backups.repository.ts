/** The backups table: one row per backup taken, newest first. */
import { desc, eq } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { backups } from '../../db/schema.ts';

export type BackupRow = typeof backups.$inferSelect;
export type NewBackupRow = typeof backups.$inferInsert;

export function createBackupsRepository(db: Database) {
  return {
    async record(row: NewBackupRow): Promise<BackupRow> {
      const [inserted] = await db.insert(backups).values(row).returning();
      return inserted!;
    },
    async newest(): Promise<BackupRow | null> {
      const [row] = await db.select().from(backups).orderBy(desc(backups.finishedAt)).limit(1);
      return row ?? null;
    },
    async newestSucceeded(): Promise<BackupRow | null> {
      const [row] = await db
        .select()
        .from(backups)
        .where(eq(backups.status, 'succeeded'))
        .orderBy(desc(backups.finishedAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type BackupsRepository = ReturnType<typeof createBackupsRepository>;

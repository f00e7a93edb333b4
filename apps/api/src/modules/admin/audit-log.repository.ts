/** Reading the audit log (lib/audit.ts writes it): newest first, one page, optionally of one kind of entity. */
import { count, desc, eq } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export function createAuditLogRepository(db: Database) {
  return {
    async list(entity: string | undefined, window: PageWindow): Promise<{ rows: AuditRow[]; total: number }> {
      const where = entity ? eq(auditLog.entity, entity) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

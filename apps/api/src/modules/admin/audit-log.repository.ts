/** Reading the audit log (lib/audit.ts writes it): newest first, with the actor's current name. */
import { count, desc, eq, sql } from 'drizzle-orm';

import type { AuditList } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { pageAnswer, type PageWindow } from '../../lib/pagination.ts';
import { isoDate } from '../../lib/rows.ts';
import { userNameColumn } from '../accounts/accounts.module.ts';

export function createAuditLogRepository(db: Database) {
  return {
    async list(entity: string | undefined, window: PageWindow): Promise<AuditList> {
      const where = entity ? eq(auditLog.entity, entity) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ entry: auditLog, actorName: userNameColumn(sql`${auditLog.actorId}`) })
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      const entries = rows.map(({ entry, actorName }) => ({
        _id: entry.id,
        actor: entry.actorId && actorName !== null ? { _id: entry.actorId, name: actorName } : null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before,
        after: entry.after,
        createdAt: isoDate(entry.createdAt),
      }));
      return pageAnswer(entries, totals?.total ?? 0, window);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

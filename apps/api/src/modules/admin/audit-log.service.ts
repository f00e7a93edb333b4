/** The audit log as the admin reads it: each change with the actor's current name (from the accounts module). */
import type { AuditList } from '@dokan/domain';

import { pageAnswer, type PageWindow } from '../../lib/pagination.ts';
import { isoDate } from '../../lib/rows.ts';
import type { UserDirectory } from '../accounts/accounts.module.ts';
import type { AuditLogRepository } from './audit-log.repository.ts';

export function createAuditLogService(deps: { auditLog: AuditLogRepository; accounts: Pick<UserDirectory, 'names'> }) {
  const { auditLog, accounts } = deps;
  return {
    async list(entity: string | undefined, window: PageWindow): Promise<AuditList> {
      const { rows, total } = await auditLog.list(entity, window);
      const actors = await accounts.names([...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))]);
      const entries = rows.map((entry) => {
        const actorName = entry.actorId ? actors.get(entry.actorId) : undefined;
        return {
          _id: entry.id,
          actor: entry.actorId && actorName !== undefined ? { _id: entry.actorId, name: actorName } : null,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          before: entry.before,
          after: entry.after,
          createdAt: isoDate(entry.createdAt),
        };
      });
      return pageAnswer(entries, total, window);
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;

/** The audit log: who changed what, when, with the record before and after; written in the change's transaction. */
import type { Database, Transaction } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  /** Null for what the shop did by itself (a payment gateway's late answer). */
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export async function audit(tx: Database | Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

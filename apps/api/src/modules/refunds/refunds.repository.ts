import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';

type Tx = Database | Transaction;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

export function createRefundsRepository(db: Database) {
  return {
    async insert(tx: Transaction, refund: NewRefund): Promise<RefundRow> {
      const [row] = await tx.insert(refunds).values(refund).returning();
      if (!row) throw new Error('refund insert returned nothing');
      return row;
    },

    async byId(tx: Tx, id: string): Promise<RefundRow | null> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
      return row ?? null;
    },

    async byOrderId(tx: Tx, orderId: string): Promise<RefundRow | null> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.orderId, orderId));
      return row ?? null;
    },

    /** Refunds newest first: all, or those of these orders. */
    async list(orderIds: readonly string[] | null): Promise<RefundRow[]> {
      if (orderIds?.length === 0) return [];
      return db
        .select()
        .from(refunds)
        .where(orderIds ? inArray(refunds.orderId, [...orderIds]) : undefined)
        .orderBy(desc(refunds.createdAt), desc(refunds.id));
    },

    /** Changes the status if it is still what the caller saw. */
    async setStatus(
      tx: Transaction,
      id: string,
      from: RefundRow['status'],
      to: RefundRow['status'],
    ): Promise<RefundRow | null> {
      const [row] = await tx
        .update(refunds)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, id), eq(refunds.status, from)))
        .returning();
      return row ?? null;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;

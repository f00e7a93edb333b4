import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

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

    /** The refund of an order, unless it has one already (the unique order_id): null then. */
    async insertOnce(tx: Transaction, refund: NewRefund): Promise<RefundRow | null> {
      const [row] = await tx
        .insert(refunds)
        .values(refund)
        .onConflictDoNothing({ target: refunds.orderId })
        .returning();
      return row ?? null;
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

    /** Claims the sending of a refund through the gateway, while it is still in the status the caller saw. */
    async claimGatewayRefund(id: string, from: RefundRow['status']): Promise<boolean> {
      const claimed = await db
        .update(refunds)
        .set({ gatewayRefundClaimedAt: sql`now()` })
        .where(and(eq(refunds.id, id), eq(refunds.status, from), isNull(refunds.gatewayRefundClaimedAt)))
        .returning({ id: refunds.id });
      return claimed.length === 1;
    },

    /** The gateway did not send the money: another approval may try again. */
    async releaseGatewayRefund(id: string): Promise<void> {
      await db.update(refunds).set({ gatewayRefundClaimedAt: null }).where(eq(refunds.id, id));
    },

    /**
     * Changes the status if it is still what the caller saw; `paid` records what was paid out (an
     * amount less than asked, the gateway's refund transaction id).
     */
    async setStatus(
      tx: Transaction,
      id: string,
      from: RefundRow['status'],
      to: RefundRow['status'],
      paid: { amountPoisha?: number; gatewayRefundId?: string | null } = {},
    ): Promise<RefundRow | null> {
      const [row] = await tx
        .update(refunds)
        .set({ status: to, ...paid, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, id), eq(refunds.status, from)))
        .returning();
      return row ?? null;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;

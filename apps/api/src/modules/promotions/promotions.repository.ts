/** The promotions and what each saved the orders it applied to. */
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { orderPromotions, promotions } from '../../db/schema.ts';

type Tx = Database | Transaction;
export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export interface PromotionFigures {
  orders: number;
  savingPoisha: number;
  salesPoisha: number;
}
export const NO_FIGURES: PromotionFigures = { orders: 0, savingPoisha: 0, salesPoisha: 0 };

export function createPromotionsRepository(db: Database) {
  return {
    /** Every promotion, newest first (the admin's list: a shop runs tens, not thousands). */
    // Awaited here: a query builder runs again at each await, and the service keeps these results.
    list: async (): Promise<PromotionRow[]> =>
      await db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id)),

    /** The promotions not yet over at `now`: running or scheduled (what checkout and the pages keep). */
    notOver: async (now: Date): Promise<PromotionRow[]> =>
      await db.select().from(promotions).where(gt(promotions.endsAt, now)).orderBy(promotions.startsAt, promotions.id),

    async lockById(tx: Transaction, id: string): Promise<PromotionRow | undefined> {
      const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
      return row;
    },

    /** These promotions; with `lock`, held in id order until the order's transaction ends (so concurrent orders never deadlock). */
    async read(tx: Tx, ids: readonly string[], lock: boolean): Promise<PromotionRow[]> {
      const query = tx
        .select()
        .from(promotions)
        .where(inArray(promotions.id, [...ids]))
        .orderBy(asc(promotions.id));
      return lock ? await query.for('update') : await query;
    },

    /** The orders of this customer each of these promotions applied to, not given back since. */
    async usesBy(tx: Tx, customerId: string, ids: readonly string[]): Promise<Map<string, number>> {
      if (!ids.length) return new Map();
      const rows = await tx
        .select({ promotionId: orderPromotions.promotionId, n: count() })
        .from(orderPromotions)
        .where(
          and(
            eq(orderPromotions.customerId, customerId),
            inArray(orderPromotions.promotionId, [...ids]),
            isNull(orderPromotions.releasedAt),
          ),
        )
        .groupBy(orderPromotions.promotionId);
      return new Map(rows.map((row) => [row.promotionId, row.n]));
    },

    /** What each promotion saved an order; a budgeted one's spending grows by it (its check refuses an overspend). */
    async record(tx: Transaction, rows: (typeof orderPromotions.$inferInsert)[], budgeted: ReadonlySet<string>) {
      if (!rows.length) return;
      await tx.insert(orderPromotions).values(rows);
      for (const row of rows.filter((r) => budgeted.has(r.promotionId))) {
        await tx
          .update(promotions)
          .set({ spentPoisha: sql`${promotions.spentPoisha} + ${row.savingPoisha}` })
          .where(eq(promotions.id, row.promotionId));
      }
    },

    /** Per promotion, the orders it applied to and not given back since: how many, what it saved them, their totals. */
    async figures(tx: Tx, ids?: readonly string[]): Promise<Map<string, PromotionFigures>> {
      const rows = await tx
        .select({
          promotionId: orderPromotions.promotionId,
          orders: count(),
          savingPoisha: sql<string>`coalesce(sum(${orderPromotions.savingPoisha}), 0)`,
          salesPoisha: sql<string>`coalesce(sum(${orderPromotions.orderTotalPoisha}), 0)`,
        })
        .from(orderPromotions)
        .where(
          and(isNull(orderPromotions.releasedAt), ids ? inArray(orderPromotions.promotionId, [...ids]) : undefined),
        )
        .groupBy(orderPromotions.promotionId);
      return new Map(
        rows.map((row) => [
          row.promotionId,
          { orders: row.orders, savingPoisha: Number(row.savingPoisha), salesPoisha: Number(row.salesPoisha) },
        ]),
      );
    },

    /** What the promotions saved an order, in the order they applied (sales first). */
    ofOrder: async (tx: Tx, orderId: string) =>
      await tx
        .select()
        .from(orderPromotions)
        .where(eq(orderPromotions.orderId, orderId))
        .orderBy(asc(orderPromotions.createdAt), asc(orderPromotions.level)),

    /** A cancelled or returned order's savings go back, once: to the budget, and out of the customer's count. */
    async release(tx: Transaction, orderId: string): Promise<void> {
      const released = await tx
        .update(orderPromotions)
        .set({ releasedAt: sql`now()` })
        .where(and(eq(orderPromotions.orderId, orderId), isNull(orderPromotions.releasedAt)))
        .returning({ promotionId: orderPromotions.promotionId, savingPoisha: orderPromotions.savingPoisha });
      for (const { promotionId, savingPoisha } of released.sort((a, b) => a.promotionId.localeCompare(b.promotionId))) {
        await tx
          .update(promotions)
          .set({ spentPoisha: sql`greatest(${promotions.spentPoisha} - ${savingPoisha}, 0)` })
          .where(and(eq(promotions.id, promotionId), sql`${promotions.budgetPoisha} IS NOT NULL`));
      }
    },

    async insert(tx: Transaction, values: NewPromotion): Promise<PromotionRow> {
      const [row] = await tx.insert(promotions).values(values).returning();
      if (!row) throw new Error('promotion insert returned nothing');
      return row;
    },

    async update(tx: Tx, id: string, columns: Partial<NewPromotion>): Promise<PromotionRow> {
      const [row] = await tx
        .update(promotions)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(promotions.id, id))
        .returning();
      if (!row) throw new Error(`promotion ${id} vanished`);
      return row;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;

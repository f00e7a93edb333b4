/** The promotions and what each saved the orders it applied to. */
import { desc, eq, gt, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { promotions } from '../../db/schema.ts';

type Tx = Database | Transaction;
export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;

export function createPromotionsRepository(db: Database) {
  return {
    /** Every promotion, newest first (the admin's list: a shop runs tens, not thousands). */
    list: (): Promise<PromotionRow[]> =>
      db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id)),

    /** The promotions not yet over at `now`: running or scheduled (what checkout and the pages keep). */
    notOver: (now: Date): Promise<PromotionRow[]> =>
      db.select().from(promotions).where(gt(promotions.endsAt, now)).orderBy(promotions.startsAt, promotions.id),

    async lockById(tx: Transaction, id: string): Promise<PromotionRow | undefined> {
      const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
      return row;
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

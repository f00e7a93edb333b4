/** The coupons and their redemptions. */
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import { containing, type PageWindow } from '../../lib/pagination.ts';

type Tx = Database | Transaction;
export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

export function createCouponsRepository(db: Database) {
  return {
    /** The coupon with this code, whatever its case; with `lock`, its row is held until the transaction ends. */
    async byCode(tx: Tx, code: string, lock: boolean): Promise<CouponRow | undefined> {
      const query = tx
        .select()
        .from(coupons)
        .where(sql`upper(${coupons.code}) = upper(${code.trim()})`);
      const [coupon] = lock ? await query.for('update') : await query;
      return coupon;
    },

    async lockById(tx: Transaction, id: string): Promise<CouponRow | undefined> {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row;
    },

    async redemptionsBy(tx: Tx, couponId: string, userId: string): Promise<number> {
      const [used] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return used?.n ?? 0;
    },

    /** Records the use and counts it, unless the usage limit is reached (then false, and nothing counted). */
    async redeem(tx: Transaction, redemption: { couponId: string; orderId: string; userId: string }): Promise<boolean> {
      await tx.insert(couponRedemptions).values(redemption);
      const [counted] = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(
          and(
            eq(coupons.id, redemption.couponId),
            sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
          ),
        )
        .returning({ id: coupons.id });
      return counted !== undefined;
    },

    /** Drops an order's redemptions and gives each use back. */
    async release(tx: Transaction, orderId: string): Promise<void> {
      const released = await tx
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ couponId: couponRedemptions.couponId });
      for (const { couponId } of released) {
        await tx
          .update(coupons)
          .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
          .where(eq(coupons.id, couponId));
      }
    },

    /** Newest first; `search` matches the code literally, `active` filters. */
    async list(
      filters: { search?: string; active?: boolean },
      window: PageWindow,
    ): Promise<{ rows: CouponRow[]; total: number }> {
      const where = and(
        filters.search ? ilike(coupons.code, containing(filters.search)) : undefined,
        filters.active === undefined ? undefined : eq(coupons.active, filters.active),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(coupons)
          .where(where)
          .orderBy(desc(coupons.createdAt), desc(coupons.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(coupons).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async insert(tx: Transaction, values: NewCoupon): Promise<CouponRow> {
      const [row] = await tx.insert(coupons).values(values).returning();
      if (!row) throw new Error('coupon insert returned nothing');
      return row;
    },

    async update(tx: Transaction, id: string, columns: Partial<NewCoupon>): Promise<CouponRow> {
      const [row] = await tx
        .update(coupons)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(coupons.id, id))
        .returning();
      if (!row) throw new Error(`coupon ${id} vanished`);
      return row;
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;

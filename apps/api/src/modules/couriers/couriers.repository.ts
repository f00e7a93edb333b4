/** The parcels booked with couriers, and the courier notifications already applied. */
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';

import type { Courier } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { consignments, courierNotifications, courierTokens } from '../../db/schema.ts';

type Tx = Database | Transaction;
export type ConsignmentRow = typeof consignments.$inferSelect;
export type NewConsignment = typeof consignments.$inferInsert;
export type CourierToken = typeof courierTokens.$inferSelect;

/**
 * Courier statuses after which a parcel is not polled any more: Steadfast's (snake_case) and
 * Pathao's (its event slugs: returned, paid-return, pickup-cancelled, partial-delivery, paid).
 */
const SETTLED_STATUSES = [
  'delivered',
  'partial_delivered',
  'cancelled',
  'returned',
  'paid-return',
  'pickup-cancelled',
  'partial-delivery',
  'paid',
];

export function createCouriersRepository(db: Database) {
  return {
    async insert(tx: Tx, row: NewConsignment): Promise<ConsignmentRow | null> {
      const [inserted] = await tx.insert(consignments).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async ofOrder(orderId: string): Promise<ConsignmentRow | null> {
      const [row] = await db.select().from(consignments).where(eq(consignments.orderId, orderId));
      return row ?? null;
    },

    async ofOrders(orderIds: readonly string[]): Promise<ConsignmentRow[]> {
      if (!orderIds.length) return [];
      return db
        .select()
        .from(consignments)
        .where(inArray(consignments.orderId, [...orderIds]));
    },

    async byCourierId(courier: Courier, consignmentId: string): Promise<ConsignmentRow | null> {
      const [row] = await db
        .select()
        .from(consignments)
        .where(and(eq(consignments.courier, courier), eq(consignments.consignmentId, consignmentId)));
      return row ?? null;
    },

    async lockByCourierId(tx: Transaction, courier: Courier, consignmentId: string): Promise<ConsignmentRow | null> {
      const [row] = await tx
        .select()
        .from(consignments)
        .where(and(eq(consignments.courier, courier), eq(consignments.consignmentId, consignmentId)))
        .for('update');
      return row ?? null;
    },

    async setStatus(tx: Tx, id: string, courierStatus: string, deliveryChargePoisha: number | null): Promise<void> {
      await tx
        .update(consignments)
        .set({
          ...(courierStatus ? { courierStatus } : {}),
          ...(deliveryChargePoisha !== null ? { deliveryChargePoisha } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(consignments.id, id));
    },

    /** Records a notification as applied; false when it was already (a repeated webhook or poll). */
    async firstTime(tx: Transaction, courier: Courier, key: string): Promise<boolean> {
      const inserted = await tx.insert(courierNotifications).values({ courier, key }).onConflictDoNothing().returning();
      return inserted.length > 0;
    },

    /** Parcels of these couriers still on their way, oldest first: the poll's work. */
    async unsettled(couriers: readonly Courier[], limit: number): Promise<ConsignmentRow[]> {
      if (!couriers.length) return [];
      return db
        .select()
        .from(consignments)
        .where(
          and(inArray(consignments.courier, [...couriers]), notInArray(consignments.courierStatus, SETTLED_STATUSES)),
        )
        .orderBy(consignments.updatedAt)
        .limit(limit);
    },

    async token(courier: Courier): Promise<CourierToken | null> {
      const [row] = await db.select().from(courierTokens).where(eq(courierTokens.courier, courier));
      return row ?? null;
    },

    /**
     * Claims the renewal of a courier's token for `seconds`, if it still expires within
     * `dueSeconds`: true for the one process that got it (the row is made, empty and expired, the
     * first time). A process that read the old token after another renewed it claims nothing.
     */
    async claimTokenRenewal(courier: Courier, seconds: number, dueSeconds: number): Promise<boolean> {
      await db
        .insert(courierTokens)
        .values({ courier, accessToken: '', refreshToken: '', expiresAt: new Date(0) })
        .onConflictDoNothing();
      const claimed = await db
        .update(courierTokens)
        .set({ renewingUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(
          and(
            eq(courierTokens.courier, courier),
            lt(courierTokens.expiresAt, sql`now() + make_interval(secs => ${dueSeconds})`),
            or(isNull(courierTokens.renewingUntil), lt(courierTokens.renewingUntil, sql`now()`)),
          ),
        )
        .returning({ courier: courierTokens.courier });
      return claimed.length === 1;
    },

    /** Stores a renewed token and ends the claim; `token` null only ends it (the renewal failed). */
    async saveToken(
      courier: Courier,
      token: Pick<CourierToken, 'accessToken' | 'refreshToken' | 'expiresAt'> | null,
    ): Promise<void> {
      await db
        .update(courierTokens)
        .set({ ...token, renewingUntil: null, updatedAt: sql`now()` })
        .where(eq(courierTokens.courier, courier));
    },
  };
}

export type CouriersRepository = ReturnType<typeof createCouriersRepository>;

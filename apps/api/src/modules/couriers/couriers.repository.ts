/** The parcels booked with couriers, and the courier notifications already applied. */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';

import type { Courier } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { consignments, courierNotifications } from '../../db/schema.ts';

type Tx = Database | Transaction;
export type ConsignmentRow = typeof consignments.$inferSelect;
export type NewConsignment = typeof consignments.$inferInsert;

/** Courier statuses after which a parcel is not polled any more. */
const SETTLED_STATUSES = ['delivered', 'partial_delivered', 'cancelled', 'returned'];

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
  };
}

export type CouriersRepository = ReturnType<typeof createCouriersRepository>;

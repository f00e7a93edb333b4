/**
 * The order's timeline rows, and the few order updates that came with the courier: a return
 * (claiming the stock's way back, once, as a cancellation does), cash on delivery counted paid,
 * and the look-up a guest tracks an order by. Kept apart from orders.repository.ts, whose
 * checkout and list queries are tuned on their own.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';

import type { OrderEventKind, OrderEventSource } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { orderEvents, orderItems, orders } from '../../db/schema.ts';
import type { ClaimedCancellation, OrderRow } from './orders.repository.ts';

type Tx = Database | Transaction;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface NewOrderEvent {
  orderId: string;
  kind: OrderEventKind;
  source: OrderEventSource;
  actorId?: string | null;
  actor?: string | null;
  note?: string | null;
}

/** Stamped with the clock, not the transaction's start: two events of one transaction keep their order. */
export async function addOrderEvent(tx: Tx, event: NewOrderEvent): Promise<void> {
  await tx.insert(orderEvents).values({ ...event, createdAt: sql`clock_timestamp()` });
}

export async function eventsOfOrder(tx: Tx, orderId: string): Promise<OrderEventRow[]> {
  return tx
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/**
 * A shipped order comes back: one conditional update marks it returned and claims its stock's
 * return, so only the caller that gets the row back puts the stock back.
 */
export async function claimReturn(tx: Transaction, orderId: string): Promise<ClaimedCancellation | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'returned', stockReturnedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'shipped'), isNull(orders.stockReturnedAt)))
    .returning();
  if (!order) return null;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, items };
}

/** A cash-on-delivery order delivered: the courier collected the money. Null when it was already paid. */
export async function markPaidOnDelivery(tx: Transaction, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'cash'), ne(orders.paymentStatus, 'paid')))
    .returning();
  return row ?? null;
}

/**
 * The order a guest names by its number (the id's last characters) and the phone it was placed
 * with; both must match, so a number alone reveals nothing. The newest when two numbers collide.
 */
export async function orderByNumberAndPhone(tx: Tx, number: string, phone: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.phone, phone), sql`right(${orders.id}::text, ${number.length}) = ${number}`))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

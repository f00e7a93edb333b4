import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';

import { type Order, poishaToTaka } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { isoDate } from '../../lib/rows.ts';

type Tx = Database | Transaction;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type ItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** The one place where an order's columns become the spec's field names (section 3, Order as read). */
function toOrder(order: OrderRow, items: ItemRow[]): Order {
  return {
    _id: order.id,
    transaction_id: order.transactionId,
    customerId: order.customerId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    phone: order.phone,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentNumber: order.paymentNumber,
    subtotal: poishaToTaka(order.subtotalPoisha),
    discount: poishaToTaka(order.discountPoisha),
    cuopon: order.couponCode,
    deliveryFee: poishaToTaka(order.deliveryFeePoisha),
    totalPrice: poishaToTaka(order.totalPoisha),
    createdAt: isoDate(order.createdAt),
    deliveryAddress: {
      division: order.division,
      district: order.district,
      city: order.city,
      addressDetails: order.addressDetails,
    },
    items: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      image: item.image,
      quantity: item.quantity,
      color: item.color,
      size: item.size,
      price: poishaToTaka(item.unitPricePoisha),
      subTotal: poishaToTaka(item.subTotalPoisha),
      OwnerId: item.ownerId,
    })),
  };
}

async function withItems(tx: Tx, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
    ),
  );
}

export interface ClaimedCancellation {
  order: OrderRow;
  items: ItemRow[];
}

/**
 * One conditional update cancels a pending order whose stock is still out and marks its stock
 * returned; only the caller that gets the row back returns the stock, so it goes back exactly once.
 */
async function claimCancellation(tx: Transaction, which: SQL | undefined): Promise<ClaimedCancellation | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'cancelled', stockReturnedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(which, eq(orders.status, 'pending'), isNull(orders.stockReturnedAt)))
    .returning();
  if (!order) return null;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, items };
}

export function createOrdersRepository(db: Database) {
  return {
    async insert(tx: Transaction, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      if (!row) throw new Error('order insert returned nothing');
      await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
      return row;
    },

    async view(tx: Tx, row: OrderRow): Promise<Order> {
      const [order] = await withItems(tx, [row]);
      return order!;
    },

    async byIdempotencyKey(customerId: string, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    async byTransactionId(tx: Tx, transactionId: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.transactionId, transactionId));
      return row ?? null;
    },

    async byId(tx: Tx, id: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    /** Moves an order one step on (processing, shipped, delivered) if it is still where the caller saw it. */
    async advance(
      tx: Database | Transaction,
      id: string,
      from: OrderRow['status'],
      to: OrderRow['status'],
    ): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row ?? null;
    },

    /** A customer's orders, newest first (spec section 4, Order status). */
    async listForCustomer(customerId: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return withItems(db, rows);
    },

    async setPaymentUrl(orderId: string, url: string): Promise<void> {
      await db
        .update(orders)
        .set({ paymentUrl: url, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    /** Marks a pending online payment paid, once; null when it was already paid or the order is cancelled. */
    async markPaid(tx: Tx, transactionId: string, reference: string): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ paymentStatus: 'paid', paymentReference: reference, paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.transactionId, transactionId),
            ne(orders.paymentStatus, 'paid'),
            ne(orders.status, 'cancelled'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Cancels an unpaid order whose stock has not gone back yet, and claims the return of its stock:
     * only the caller that gets the row back returns it, so it goes back exactly once.
     */
    cancelUnpaid(tx: Transaction, transactionId: string): Promise<ClaimedCancellation | null> {
      return claimCancellation(tx, and(eq(orders.transactionId, transactionId), ne(orders.paymentStatus, 'paid')));
    },

    /**
     * Cancels a pending order whatever its payment (a refund request follows), with the same
     * once-only claim on returning its stock.
     */
    cancelForRefund(tx: Transaction, orderId: string): Promise<ClaimedCancellation | null> {
      return claimCancellation(tx, eq(orders.id, orderId));
    },

    /** The rows' orders as read, in the rows' order (one query for all their items). */
    viewMany: (tx: Tx, rows: OrderRow[]): Promise<Order[]> => withItems(tx, rows),

    async itemsOf(tx: Tx, orderId: string): Promise<ItemRow[]> {
      return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

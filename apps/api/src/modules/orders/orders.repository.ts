/**
 * The orders and their items: reads and writes, inside the caller's transaction where one is
 * given. Stock and coupons are other modules'; an order keeps its own copy of what it sold.
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';

import { type MobileBankingProvider, ONLINE_PAYMENT_METHODS, type OrderStatus } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { queryPrepared } from '../../lib/rows.ts';

type Tx = Database | Transaction;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type ItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export interface ClaimedCancellation {
  order: OrderRow;
  items: ItemRow[];
}

/** The statuses of an order still on its way to the customer. */
const OPEN_STATUSES: OrderStatus[] = ['pending', 'processing', 'shipped'];

/**
 * One conditional update cancels a pending (or, by the shop, a processing) order whose stock is
 * still out and marks its stock returned; only the caller that gets the row back returns the
 * stock, so it goes back exactly once.
 */
async function claimCancellation(
  tx: Transaction,
  which: SQL | undefined,
  from: readonly OrderStatus[] = ['pending'],
): Promise<ClaimedCancellation | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'cancelled', stockReturnedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(which, inArray(orders.status, [...from]), isNull(orders.stockReturnedAt)))
    .returning();
  if (!order) return null;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, items };
}

/** An order as the database answers it (column names) in Drizzle's shape, mapped as Drizzle maps its reads. */
function orderFromDriver(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/** What an order's statement does besides writing the order: take its stock, queue its message. */
export interface PlacementSteps {
  /** Returns a row per product whose units it took; `products` is how many it must take. */
  takeStock: SQL;
  products: number;
  /**
   * Takes the variants' units, given the name of `takeStock`'s rows (after which it must lock);
   * returns a row per variant taken, `variants` of them (docs/decisions/077).
   */
  takeVariantStock: ((taken: SQL) => SQL) | null;
  variants: number;
  /** The confirmation's insert into the outbox; null when nobody can be told (decision 071). */
  message: SQL | null;
}

export function createOrdersRepository(db: Database) {
  return {
    /**
     * Places an order in one statement (decision 029): takes the stock, writes the order, its items
     * and its message; if any product had too few units left the statement fails with SQLSTATE
     * DK001 and nothing of it stays. Ids are the caller's, so nothing is read back afterwards.
     */
    async place(
      tx: Tx,
      order: NewOrder & { id: string },
      items: Array<NewOrderItem & { id: string }>,
      steps: PlacementSteps,
    ): Promise<OrderRow> {
      const placed = tx.insert(orders).values(order).returning().getSQL();
      const lines = tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: order.id })))
        .getSQL();
      const variantsTaken = steps.takeVariantStock
        ? {
            cte: sql`taken_variants AS (${steps.takeVariantStock(sql`taken`)}),`,
            check: sql` AND (SELECT count(*) FROM taken_variants) = ${steps.variants}`,
          }
        : { cte: sql``, check: sql`` };
      // Prepared: an order of the usual shape (as many lines, the same optional fields) is parsed once per connection.
      const [raw] = await queryPrepared<Record<string, unknown>>(
        tx,
        sql`WITH taken AS (${steps.takeStock}),
                 ${variantsTaken.cte}
                 placed AS (${placed}),
                 lines AS (${lines})${
                   steps.message
                     ? sql`,
                 message AS (${steps.message})`
                     : sql``
                 }
            SELECT placed.*,
              dokan_require_stock((SELECT count(*) FROM taken) = ${steps.products}${variantsTaken.check}) AS stock_taken
            FROM placed`,
      );
      if (!raw) throw new Error('order insert returned nothing');
      return orderFromDriver(raw);
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

    /** The orders with these ids, in no particular order. */
    async byIds(tx: Tx, ids: readonly string[]): Promise<OrderRow[]> {
      if (!ids.length) return [];
      return tx
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]));
    },

    async lockById(tx: Transaction, id: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    /** A customer's orders, newest first (spec section 4, Order status). */
    async ofCustomer(customerId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async idsOfCustomer(customerId: string): Promise<string[]> {
      const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId));
      return rows.map((row) => row.id);
    },

    /** The items of these orders (only one seller's when `ownerId` is given), by order and then as placed. */
    async itemsOf(tx: Tx, orderIds: readonly string[], ownerId?: string): Promise<ItemRow[]> {
      if (!orderIds.length) return [];
      return tx
        .select()
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, [...orderIds]), ownerId ? eq(orderItems.ownerId, ownerId) : undefined))
        .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    },

    async hasItemsOf(tx: Tx, orderId: string, ownerId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.ownerId, ownerId)))
        .limit(1);
      return row !== undefined;
    },

    /** Moves an order one step on (processing, shipped, delivered) if it is still where the caller saw it. */
    async advance(tx: Tx, id: string, from: OrderRow['status'], to: OrderRow['status']): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row ?? null;
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
     * A transfer the admin found in the statement, with its wallet and TrxID: the whole order is paid,
     * or a COD order's delivery fee is (the courier then collects the rest). Only while the order is
     * unpaid and not cancelled; the one-transfer index refuses an id another order holds.
     */
    async confirmTransfer(
      tx: Transaction,
      id: string,
      paid: 'order' | 'delivery-fee',
      transfer: { provider: MobileBankingProvider; reference: string },
    ): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({
          ...(paid === 'order'
            ? { paymentStatus: 'paid' as const, paidAt: sql`now()` }
            : { deliveryFeeConfirmedAt: sql`now()` }),
          mobileBankingProvider: transfer.provider,
          paymentReference: transfer.reference,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, id), ne(orders.paymentStatus, 'paid'), ne(orders.status, 'cancelled')))
        .returning();
      return row ?? null;
    },

    /** A transfer the admin did not find: the cancelled order's payment is no longer awaited. */
    async markPaymentRejected(tx: Transaction, id: string): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ paymentStatus: 'unpaid', updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, 'cancelled'), ne(orders.paymentStatus, 'paid')))
        .returning();
      return row ?? null;
    },

    /**
     * Cancels an unpaid order whose stock has not gone back yet, and claims the return of its stock:
     * only the caller that gets the row back returns it, so it goes back exactly once.
     */
    cancelUnpaid(
      tx: Transaction,
      transactionId: string,
      from?: readonly OrderStatus[],
    ): Promise<ClaimedCancellation | null> {
      return claimCancellation(
        tx,
        and(eq(orders.transactionId, transactionId), ne(orders.paymentStatus, 'paid')),
        from,
      );
    },

    /**
     * Cancels a pending, paid order (a refund request follows), with the same once-only claim on
     * returning its stock. Only money received is refunded, so an unpaid order is never claimed here.
     */
    cancelForRefund(tx: Transaction, orderId: string): Promise<ClaimedCancellation | null> {
      return claimCancellation(tx, and(eq(orders.id, orderId), eq(orders.paymentStatus, 'paid')));
    },

    /** Online (card or bKash) orders still pending and unpaid, placed more than `minutes` ago, oldest first. */
    async staleOnlinePayments(minutes: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ transactionId: orders.transactionId })
        .from(orders)
        .where(
          and(
            inArray(orders.paymentMethod, [...ONLINE_PAYMENT_METHODS]),
            eq(orders.status, 'pending'),
            ne(orders.paymentStatus, 'paid'),
            lt(orders.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit);
      return rows.map((row) => row.transactionId);
    },

    /** Whether the customer has an order containing the product delivered to them. */
    async hasReceived(tx: Tx, customerId: string, productId: string): Promise<boolean> {
      const [received] = await tx
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(eq(orders.customerId, customerId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
        )
        .limit(1);
      return received !== undefined;
    },

    async hasOpenOrders(tx: Tx, customerId: string): Promise<boolean> {
      const [open] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), inArray(orders.status, OPEN_STATUSES)))
        .limit(1);
      return open !== undefined;
    },

    /** The orders stay for the books (amounts, items, district); the personal details on them go. */
    async forgetCustomer(tx: Transaction, customerId: string): Promise<void> {
      await tx
        .update(orders)
        .set({ customerName: 'Deleted user', customerEmail: null, phone: '', paymentNumber: null, addressDetails: '' })
        .where(eq(orders.customerId, customerId));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** Product pictures that order lines still show: a product's replaced or deleted image stays for the customer's order history. */
export async function imagesOnOrders(db: Database, urls: readonly string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .selectDistinct({ image: orderItems.image })
    .from(orderItems)
    .where(inArray(orderItems.image, [...urls]));
  return new Set(rows.flatMap((row) => (row.image ? [row.image] : [])));
}

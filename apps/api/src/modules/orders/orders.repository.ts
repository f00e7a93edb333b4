import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';

import {
  type AdminOrderSort,
  type Order,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  poishaToTaka,
  type SortDirection,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { containing, type PageWindow } from '../../lib/pagination.ts';
import { isoDate, queryRows } from '../../lib/rows.ts';
import { dayEnds, dayStarts, shopToday, startOfShopDate } from '../../lib/shop-days.ts';

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
    paymentReference: order.paymentReference,
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

/**
 * An order as a seller (owner) reads it: only their items, their items' sum as the amounts (the
 * coupon and the delivery fee are the shop's), and no contact details (the shop delivers).
 */
function forOwner(order: Order): Order {
  const subtotal = order.items.reduce((sum, item) => sum + item.subTotal, 0);
  return {
    ...order,
    customerEmail: null,
    phone: '',
    paymentNumber: null,
    paymentReference: null,
    subtotal,
    discount: 0,
    deliveryFee: 0,
    totalPrice: subtotal,
  };
}

/** The rows' orders as read; with `ownerId`, as that seller reads them (only their items). */
async function withItems(tx: Tx, rows: OrderRow[], ownerId?: string): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await tx
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
        ownerId ? eq(orderItems.ownerId, ownerId) : undefined,
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return rows.map((row) => {
    const order = toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
    );
    return ownerId ? forOwner(order) : order;
  });
}

export interface AdminOrderFilters {
  search?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  /** Days 'YYYY-MM-DD' in Asia/Dhaka, both included. */
  from?: string;
  to?: string;
  sort?: AdminOrderSort;
  dir?: SortDirection;
}

/** Orders with at least one item of this seller (and matching `also`, when given). */
function hasItemOf(tx: Tx, ownerId: string | null, also?: SQL): SQL {
  return exists(
    tx
      .select({ one: sql`1` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orders.id), ownerId ? eq(orderItems.ownerId, ownerId) : undefined, also)),
  );
}

/**
 * The list's conditions. The search is literal (ILIKE with its wildcards escaped): the order id
 * (whole or its last 6), the customer's name, phone or e-mail, or an item's product name. A seller
 * searches only what they can see: the id, the customer's name and their own items.
 */
function listConditions(tx: Tx, filters: AdminOrderFilters, ownerId: string | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    ownerId ? hasItemOf(tx, ownerId) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.paymentStatus ? eq(orders.paymentStatus, filters.paymentStatus) : undefined,
    filters.paymentMethod ? eq(orders.paymentMethod, filters.paymentMethod) : undefined,
    filters.from ? gte(orders.createdAt, dayStarts(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, dayEnds(filters.to)) : undefined,
  ];
  if (filters.search) {
    const pattern = containing(filters.search);
    conditions.push(
      or(
        ilike(sql`${orders.id}::text`, pattern),
        ilike(orders.customerName, pattern),
        ownerId ? undefined : ilike(orders.phone, pattern),
        ownerId ? undefined : ilike(orders.customerEmail, pattern),
        hasItemOf(tx, ownerId, ilike(orderItems.productName, pattern)),
      ),
    );
  }
  return and(...conditions);
}

/** Sales figures over the orders, or over one seller's items of them (their items' sum as the amount). */
function scopedOrders(ownerId: string | null): SQL {
  return ownerId
    ? sql`SELECT o.id, o.status, o.created_at, sum(i.sub_total_poisha) AS amount
          FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE i.owner_id = ${ownerId} GROUP BY o.id`
    : sql`SELECT id, status, created_at, total_poisha AS amount FROM orders`;
}

export interface OrderFigures {
  today: { orders: number; revenuePoisha: number };
  month: { orders: number; revenuePoisha: number };
  byStatus: Record<OrderStatus, number>;
  sales: { date: string; orders: number; revenuePoisha: number }[];
}

interface FigureRow {
  today_orders: number;
  today_revenue: number;
  month_orders: number;
  month_revenue: number;
  status: OrderStatus | null;
  n: number;
}

/** What the audit log keeps of an order before and after a change by the shop. */
export function orderAuditView(order: OrderRow) {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentReference: order.paymentReference,
    totalPrice: poishaToTaka(order.totalPoisha),
  };
}

export interface ClaimedCancellation {
  order: OrderRow;
  items: ItemRow[];
}

/**
 * One conditional update cancels a pending (or, by the shop, a processing) order whose stock is still out and marks its stock
 * returned; only the caller that gets the row back returns the stock, so it goes back exactly once.
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

    /** The rows' orders as read, in the rows' order (one query for all their items). */
    viewMany: (tx: Tx, rows: OrderRow[]): Promise<Order[]> => withItems(tx, rows),

    /** One order as this seller reads it (only their items). */
    async viewForOwner(tx: Tx, row: OrderRow, ownerId: string): Promise<Order> {
      const [order] = await withItems(tx, [row], ownerId);
      return order!;
    },

    async hasItemsOf(tx: Tx, orderId: string, ownerId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.ownerId, ownerId)))
        .limit(1);
      return row !== undefined;
    },

    /** GET /order/get-all-orders: one page of the orders (a seller's: those with their items, only those items). */
    async listForAdmin(
      filters: AdminOrderFilters,
      ownerId: string | null,
      window: PageWindow,
    ): Promise<{ orders: Order[]; total: number }> {
      const where = listConditions(db, filters, ownerId);
      const order = filters.dir === 'asc' ? asc : desc;
      const column = filters.sort === 'totalPrice' ? orders.totalPoisha : orders.createdAt;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(order(column), order(orders.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { orders: await withItems(db, rows, ownerId ?? undefined), total: totals?.total ?? 0 };
    },

    /** Marks an order paid by hand (a checked mobile-banking transfer), if it is still unpaid and not cancelled. */
    async confirmPaid(tx: Transaction, id: string, reference: string | null): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          paymentReference: reference ?? sql`${orders.paymentReference}`,
          paidAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, id), ne(orders.paymentStatus, 'paid'), ne(orders.status, 'cancelled')))
        .returning();
      return row ?? null;
    },

    async lockById(tx: Transaction, id: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    /**
     * The dashboard's order figures, cancelled orders left out of counts and revenue: today, this
     * month and each of the last `days` days (days in Asia/Dhaka, every day present), and how many
     * orders are in each status.
     */
    async figures(ownerId: string | null, days: number): Promise<OrderFigures> {
      const todayStarts = startOfShopDate(shopToday);
      const monthStarts = startOfShopDate(sql`date_trunc('month', ${shopToday})::date`);
      const live = sql`status <> 'cancelled'`;
      const totals = await queryRows<FigureRow>(
        db,
        sql`WITH scoped AS (${scopedOrders(ownerId)})
            SELECT NULL AS status, 0 AS n,
              count(*) FILTER (WHERE ${live} AND created_at >= ${todayStarts})::int AS today_orders,
              coalesce(sum(amount) FILTER (WHERE ${live} AND created_at >= ${todayStarts}), 0)::float8 AS today_revenue,
              count(*) FILTER (WHERE ${live} AND created_at >= ${monthStarts})::int AS month_orders,
              coalesce(sum(amount) FILTER (WHERE ${live} AND created_at >= ${monthStarts}), 0)::float8 AS month_revenue
            FROM scoped
            UNION ALL
            SELECT status::text, count(*)::int, 0, 0, 0, 0 FROM scoped GROUP BY status`,
      );
      const sales = await queryRows<{ date: string; orders: number; revenue: number }>(
        db,
        sql`WITH scoped AS (${scopedOrders(ownerId)}),
            days AS (
              SELECT d::date AS day FROM generate_series(
                (${shopToday} - ${days - 1}::int)::timestamp, ${shopToday}::timestamp, interval '1 day') AS d
            )
            SELECT to_char(days.day, 'YYYY-MM-DD') AS date, count(scoped.id)::int AS orders,
              coalesce(sum(scoped.amount), 0)::float8 AS revenue
            FROM days LEFT JOIN scoped ON scoped.status <> 'cancelled'
              AND scoped.created_at >= ${startOfShopDate(sql`days.day`)}
              AND scoped.created_at < ${startOfShopDate(sql`days.day + 1`)}
            GROUP BY days.day ORDER BY days.day`,
      );
      const [first] = totals.filter((row) => row.status === null);
      const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
      for (const row of totals) if (row.status) byStatus[row.status] = Number(row.n);
      return {
        today: { orders: Number(first?.today_orders ?? 0), revenuePoisha: Number(first?.today_revenue ?? 0) },
        month: { orders: Number(first?.month_orders ?? 0), revenuePoisha: Number(first?.month_revenue ?? 0) },
        byStatus,
        sales: sales.map((row) => ({
          date: row.date,
          orders: Number(row.orders),
          revenuePoisha: Number(row.revenue),
        })),
      };
    },

    async itemsOf(tx: Tx, orderId: string): Promise<ItemRow[]> {
      return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

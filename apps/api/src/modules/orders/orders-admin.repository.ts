/**
 * The shop's list of orders (GET /order/get-all-orders): filters, the literal search, and a
 * seller's scope (the orders holding their items).
 */
import { and, asc, count, desc, eq, exists, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';

import type { AdminOrderSort, OrderStatus, PaymentMethod, PaymentStatus, SortDirection } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { awaitingTransferCondition, orderItems, orders } from '../../db/schema.ts';
import { containing, type PageWindow } from '../../lib/pagination.ts';
import { dayEnds, dayStarts } from '../../lib/shop-days.ts';
import type { OrderRow } from './orders.repository.ts';

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
  /** Only mobile-banking transfers the shop has still to check (decision 038): not paid, not cancelled. */
  awaitingTransfer?: boolean;
}

const awaitingTransfer = awaitingTransferCondition(orders);

/** Orders with at least one item of this seller (and matching `also`, when given). */
function hasItemOf(db: Database, ownerId: string | null, also?: SQL): SQL {
  return exists(
    db
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
function listConditions(db: Database, filters: AdminOrderFilters, ownerId: string | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    ownerId ? hasItemOf(db, ownerId) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.paymentStatus ? eq(orders.paymentStatus, filters.paymentStatus) : undefined,
    filters.paymentMethod ? eq(orders.paymentMethod, filters.paymentMethod) : undefined,
    filters.from ? gte(orders.createdAt, dayStarts(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, dayEnds(filters.to)) : undefined,
    filters.awaitingTransfer ? awaitingTransfer : undefined,
  ];
  if (filters.search) {
    const pattern = containing(filters.search);
    conditions.push(
      or(
        ilike(sql`${orders.id}::text`, pattern),
        ilike(orders.customerName, pattern),
        ownerId ? undefined : ilike(orders.phone, pattern),
        ownerId ? undefined : ilike(orders.customerEmail, pattern),
        hasItemOf(db, ownerId, ilike(orderItems.productName, pattern)),
      ),
    );
  }
  return and(...conditions);
}

/** One page of the orders (a seller's: those with their items) and how many match. */
export async function listOrdersForAdmin(
  db: Database,
  filters: AdminOrderFilters,
  ownerId: string | null,
  window: PageWindow,
): Promise<{ rows: OrderRow[]; total: number }> {
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
  return { rows, total: totals?.total ?? 0 };
}

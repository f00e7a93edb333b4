/** How the shop's earlier cash-on-delivery orders to a phone and to an address ended: the COD risk's history. */
import { type SQL, sql } from 'drizzle-orm';

import type { CodHistory } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { normalAddress } from '../../db/schema.ts';
import { queryRows } from '../../lib/rows.ts';
import type { OrderRow } from './orders.repository.ts';

export interface CodHistories {
  phone: CodHistory;
  address: CodHistory;
}

type OrderPlace = Pick<OrderRow, 'id' | 'phone' | 'addressDetails' | 'city' | 'district'>;

/**
 * The outcomes of the other COD orders `which` picks out (over the alias o). The condition is the
 * partial indexes' own (migration 0024), written out, so that they serve it whatever the statistics
 * say: they hold the ended COD orders alone, and the orders still open to a busy address (an office,
 * a reseller) would otherwise be read at every checkout to it, and read more as they grow.
 */
const outcomesOf = (orderId: string, which: SQL) => sql`(SELECT json_build_object(
    'delivered', count(*) FILTER (WHERE o.status = 'delivered'),
    'returned', count(*) FILTER (WHERE o.status = 'returned'),
    'cancelled', count(*) FILTER (WHERE o.status = 'cancelled'))
  FROM orders o WHERE o.payment_method = 'cash' AND o.status NOT IN ('pending', 'processing', 'shipped')
    AND o.id <> ${orderId}::uuid AND ${which})`;

/**
 * The other COD orders' outcomes for the order's phone, and for its address (the same words, any
 * case or spacing), as one expression: checkout reads it inside its products' statement.
 */
export function codHistoryExpression(order: OrderPlace): SQL<CodHistories> {
  const normal = order.addressDetails.trim().toLowerCase().replace(/\s+/g, ' ');
  return sql<CodHistories>`json_build_object(
    'phone', ${outcomesOf(order.id, sql`o.phone = ${order.phone}`)},
    'address', ${outcomesOf(
      order.id,
      sql`o.district = ${order.district} AND o.city = ${order.city} AND ${normalAddress(sql`o.address_details`)} = ${normal}`,
    )})`;
}

export async function codHistoryOf(db: Database, order: OrderPlace): Promise<CodHistories> {
  const [row] = await queryRows<{ history: CodHistories }>(db, sql`SELECT ${codHistoryExpression(order)} AS history`);
  return row!.history;
}

/** The cash-on-delivery orders still open (placed, processing or shipped) to a phone or of an account. */
export interface OpenCod {
  /** Open COD orders to the phone, and of the account. */
  phoneOrders: number;
  accountOrders: number;
  /** Their value together, each order once. */
  poisha: number;
}

/**
 * The open COD orders to `phone` or of `customerId`, other than `orderId`, as one expression: the
 * money the shop would send out on trust before any of it comes back (decision 061). The open
 * orders to a phone are read through their own partial index, an account's through its orders' index.
 */
export function openCodExpression(phone: string, customerId: string | null, orderId: string): SQL<OpenCod> {
  const account = customerId ? sql`o.customer_id = ${customerId}::uuid` : sql`false`;
  return sql<OpenCod>`(SELECT json_build_object(
      'phoneOrders', count(*) FILTER (WHERE o.phone = ${phone}),
      'accountOrders', count(*) FILTER (WHERE ${account}),
      'poisha', coalesce(sum(o.total_poisha), 0))
    FROM orders o WHERE o.payment_method = 'cash' AND o.status IN ('pending', 'processing', 'shipped')
      AND (o.phone = ${phone} OR ${account}) AND o.id <> ${orderId}::uuid)`;
}

export async function openCodOf(
  db: Database | Transaction,
  phone: string,
  customerId: string | null,
  orderId: string,
): Promise<OpenCod> {
  const [row] = await queryRows<{ open: OpenCod }>(
    db,
    sql`SELECT ${openCodExpression(phone, customerId, orderId)} AS open`,
  );
  return row!.open;
}

/**
 * Holds, until the transaction ends, every other COD order to this phone or of this account at the
 * same step, so that what `openCodOf` reads next is what the order joins: ten orders sent at once
 * are counted one after the other. Phone first, then account, in every order, so two never wait on
 * each other crosswise.
 */
export async function lockOpenCod(tx: Transaction, phone: string, customerId: string | null): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cod-phone:${phone}`}, 0)), pg_advisory_xact_lock(hashtextextended(${`cod-account:${customerId ?? ''}`}, 0))`,
  );
}

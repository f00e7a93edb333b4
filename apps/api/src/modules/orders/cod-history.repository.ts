/** How the shop's earlier cash-on-delivery orders to a phone and to an address ended: the COD risk's history. */
import { type SQL, sql } from 'drizzle-orm';

import type { CodHistory } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
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

/** How the shop's earlier cash-on-delivery orders to a phone and to an address ended: the COD risk's history. */
import { and, eq, ne, sql } from 'drizzle-orm';

import type { CodHistory } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { OrderRow } from './orders.repository.ts';

const outcomes = {
  delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')::int`,
  returned: sql<number>`count(*) filter (where ${orders.status} = 'returned')::int`,
  cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')::int`,
};

/** The other COD orders' outcomes for the order's phone, and for its address (the same words, any case or spacing). */
export async function codHistoryOf(
  db: Database,
  order: Pick<OrderRow, 'id' | 'phone' | 'addressDetails' | 'city' | 'district'>,
): Promise<{ phone: CodHistory; address: CodHistory }> {
  const others = and(eq(orders.paymentMethod, 'cash'), ne(orders.id, order.id));
  const normal = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');
  const [[phone], [address]] = await Promise.all([
    db
      .select(outcomes)
      .from(orders)
      .where(and(others, eq(orders.phone, order.phone))),
    db
      .select(outcomes)
      .from(orders)
      .where(
        and(
          others,
          eq(orders.district, order.district),
          eq(orders.city, order.city),
          sql`regexp_replace(lower(trim(${orders.addressDetails})), '\\s+', ' ', 'g') = ${normal(order.addressDetails)}`,
        ),
      ),
  ]);
  return { phone: phone!, address: address! };
}

/**
 * The deliveries report's one query: parcels booked in a range of months (in Asia/Dhaka), by month
 * and courier, with how their orders ended, the couriers' charges and the cash collected. It reads
 * consignments by consignments_created_courier_idx and each parcel's order by its key.
 */
import { sql } from 'drizzle-orm';

import { type Courier, type DeliveryFigures, SHOP_TIME_ZONE } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/rows.ts';
import { joinOrder } from '../orders/orders.module.ts';

export interface DeliveryRow extends DeliveryFigures {
  month: string;
  courier: Courier;
}

interface Row {
  month: string;
  courier: Courier;
  booked: number;
  delivered: number;
  returned: number;
  awaiting_charge: number;
  charges: number;
  cod: number;
}

/** The instant a 'YYYY-MM' month starts in Dhaka, `plus` months later. */
const monthStarts = (month: string, plus = 0) =>
  sql`(((${`${month}-01`})::date + ${plus}::int * interval '1 month')::timestamp at time zone ${SHOP_TIME_ZONE})`;

export async function deliveriesByMonth(db: Database, from: string, to: string): Promise<DeliveryRow[]> {
  const order = joinOrder('o', sql`c.order_id`);
  const rows = await queryRows<Row>(
    db,
    sql`SELECT to_char(c.created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM') AS month, c.courier::text AS courier,
          count(*)::int AS booked,
          count(*) FILTER (WHERE ${order.status} = 'delivered')::int AS delivered,
          count(*) FILTER (WHERE ${order.status} = 'returned')::int AS returned,
          count(*) FILTER (WHERE c.delivery_charge_poisha IS NULL)::int AS awaiting_charge,
          coalesce(sum(c.delivery_charge_poisha), 0)::float8 AS charges,
          coalesce(sum(c.cod_amount_poisha) FILTER (WHERE ${order.status} = 'delivered'), 0)::float8 AS cod
        FROM consignments c ${order.join}
        WHERE c.created_at >= ${monthStarts(from)} AND c.created_at < ${monthStarts(to, 1)}
        GROUP BY 1, 2
        ORDER BY 1, 2`,
  );
  return rows.map((row) => ({
    month: row.month,
    courier: row.courier,
    booked: Number(row.booked),
    delivered: Number(row.delivered),
    returned: Number(row.returned),
    awaitingCharge: Number(row.awaiting_charge),
    deliveryChargesPoisha: Number(row.charges),
    codCollectedPoisha: Number(row.cod),
  }));
}

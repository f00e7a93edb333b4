/**
 * The dashboard's order figures, cancelled orders left out of counts and revenue: today, this month
 * and each of the last days (days in Asia/Dhaka, every day present), and how many orders are in each
 * status; over all orders, or over one seller's items of them (their items' sum as the amount).
 */
import { type SQL, sql } from 'drizzle-orm';

import { ORDER_STATUSES, type OrderStatus } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/rows.ts';
import { shopToday, startOfShopDate } from '../../lib/shop-days.ts';

export interface OrderFigures {
  today: { orders: number; revenuePoisha: number };
  month: { orders: number; revenuePoisha: number };
  byStatus: Record<OrderStatus, number>;
  sales: { date: string; orders: number; revenuePoisha: number }[];
  /** Parcels that ended today and this month (by the day they ended), over all orders and over cash on delivery. */
  ended: Record<'today' | 'month', ParcelsEnded>;
}

export interface ParcelsEnded {
  delivered: number;
  returned: number;
  cod: { delivered: number; returned: number };
}

interface FigureRow {
  today_orders: number;
  today_revenue: number;
  month_orders: number;
  month_revenue: number;
  status: OrderStatus | null;
  n: number;
}

/** Sales figures over the orders, or over one seller's items of them (their items' sum as the amount). */
function scopedOrders(ownerId: string | null): SQL {
  return ownerId
    ? sql`SELECT o.id, o.status, o.created_at, sum(i.sub_total_poisha) AS amount
          FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE i.owner_id = ${ownerId} GROUP BY o.id`
    : sql`SELECT id, status, created_at, total_poisha AS amount FROM orders`;
}

export async function orderFigures(db: Database, ownerId: string | null, days: number): Promise<OrderFigures> {
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
  const ended = await parcelsEnded(db, ownerId, todayStarts, monthStarts);
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
    ended,
  };
}

/**
 * Deliveries and returns by the moment they happened (their timeline event; an order reaches each
 * at most once), read through order_events_kind_created_idx: this month's events only.
 */
async function parcelsEnded(
  db: Database,
  ownerId: string | null,
  todayStarts: SQL,
  monthStarts: SQL,
): Promise<Record<'today' | 'month', ParcelsEnded>> {
  const seller = ownerId
    ? sql`AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.owner_id = ${ownerId})`
    : sql``;
  const count = (kind: 'delivered' | 'returned', since: SQL, cod: boolean) =>
    sql`count(*) FILTER (WHERE e.kind = ${kind} AND e.created_at >= ${since}${cod ? sql` AND o.payment_method = 'cash'` : sql``})::int`;
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT
          ${count('delivered', todayStarts, false)} AS today_delivered,
          ${count('returned', todayStarts, false)} AS today_returned,
          ${count('delivered', todayStarts, true)} AS today_cod_delivered,
          ${count('returned', todayStarts, true)} AS today_cod_returned,
          ${count('delivered', monthStarts, false)} AS month_delivered,
          ${count('returned', monthStarts, false)} AS month_returned,
          ${count('delivered', monthStarts, true)} AS month_cod_delivered,
          ${count('returned', monthStarts, true)} AS month_cod_returned
        FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE e.kind IN ('delivered', 'returned') AND e.created_at >= ${monthStarts} ${seller}`,
  );
  const read = (period: 'today' | 'month'): ParcelsEnded => ({
    delivered: Number(row?.[`${period}_delivered`] ?? 0),
    returned: Number(row?.[`${period}_returned`] ?? 0),
    cod: {
      delivered: Number(row?.[`${period}_cod_delivered`] ?? 0),
      returned: Number(row?.[`${period}_cod_returned`] ?? 0),
    },
  });
  return { today: read('today'), month: read('month') };
}

/**
 * Days are days in Dhaka (SHOP_TIME_ZONE): an order placed at 23:30 on 1 March in Dhaka belongs to
 * 1 March whatever the server's clock zone. The conversions run in SQL, so the comparisons stay on
 * created_at itself and its index serves them.
 */
import { type SQL, sql } from 'drizzle-orm';

import { SHOP_TIME_ZONE } from '@dokan/domain';

/** The instant a 'YYYY-MM-DD' day starts in Dhaka. */
export const dayStarts = (day: string): SQL => sql`((${day})::date::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** The instant after a 'YYYY-MM-DD' day ends in Dhaka (the next day's start). */
export const dayEnds = (day: string): SQL => sql`(((${day})::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** Today's date in Dhaka. */
export const shopToday: SQL = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;

/** The instant a Dhaka date (an SQL date expression) starts. */
export const startOfShopDate = (date: SQL): SQL => sql`((${date})::timestamp at time zone ${SHOP_TIME_ZONE})`;

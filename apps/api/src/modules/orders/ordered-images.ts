/** Product pictures that order lines still show: a product's replaced or deleted image stays for the customer's order history. */
import { inArray } from 'drizzle-orm';

import type { Database } from '../../db/client.ts';
import { orderItems } from '../../db/schema.ts';

export async function imagesOnOrders(db: Database, urls: readonly string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .selectDistinct({ image: orderItems.image })
    .from(orderItems)
    .where(inArray(orderItems.image, [...urls]));
  return new Set(rows.flatMap((row) => (row.image ? [row.image] : [])));
}

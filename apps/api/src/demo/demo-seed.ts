/**
 * Fills an empty shop with the demo catalogue on first start. Pictures are rendered and stored
 * first (in parallel); the rows then go in as one transaction, so the shop is either whole or
 * untouched. Several processes starting at once against one PostgreSQL server take turns on an
 * advisory lock, and only the first one fills the shop.
 */
import { availableParallelism } from 'node:os';

import { sql } from 'drizzle-orm';

import type { Database } from '../db/client.ts';
import {
  banners,
  categories,
  consignments,
  logos,
  orderEvents,
  orderItems,
  orders,
  productFaqs,
  productImages,
  products,
  productVariants,
  reviews,
  shopSettings,
  subcategories,
  subSubcategories,
  users,
} from '../db/schema.ts';
import { svgToWebp } from '../lib/images.ts';
import type { Storage } from '../lib/storage.ts';
import { type DemoCatalogue, type PictureJob, planDemoCatalogue } from './demo-catalogue.ts';

const SEED_LOCK = 7302;

export interface SeedResult {
  seeded: boolean;
  products: number;
  pictures: number;
  milliseconds: number;
}

async function isEmpty(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}

/** Renders and stores pictures with a few in flight per core: librsvg and libwebp run on libuv's threads. */
export async function storePictures(storage: Storage, pictures: PictureJob[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const picture = pictures[next++] as PictureJob;
      await storage.put(picture.key, await svgToWebp(picture.svg), 'image/webp');
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
}

async function insertCatalogue(tx: Parameters<Parameters<Database['transaction']>[0]>[0], plan: DemoCatalogue) {
  await tx.insert(users).values(plan.users);
  await tx.insert(categories).values(plan.categories);
  await tx.insert(subcategories).values(plan.subcategories);
  await tx.insert(subSubcategories).values(plan.subSubcategories);
  await tx.insert(products).values(plan.products);
  await tx.insert(productImages).values(plan.productImages);
  if (plan.productVariants.length) await tx.insert(productVariants).values(plan.productVariants);
  await tx.insert(productFaqs).values(plan.productFaqs);
  await tx.insert(reviews).values(plan.reviews);
  await tx.insert(banners).values(plan.banners);
  await tx.insert(logos).values(plan.logos);
  await tx.insert(orders).values(plan.orders.orders);
  await tx.insert(orderItems).values(plan.orders.orderItems);
  await tx.insert(orderEvents).values(plan.orders.orderEvents);
  await tx.insert(consignments).values(plan.orders.consignments);
  const { id: _, ...settings } = plan.settings;
  await tx.insert(shopSettings).values(plan.settings).onConflictDoUpdate({ target: shopSettings.id, set: settings });
}

export async function seedDemoCatalogue(db: Database, storage: Storage, now = new Date()): Promise<SeedResult> {
  const started = performance.now();
  const result = (seeded: boolean, plan?: DemoCatalogue): SeedResult => ({
    seeded,
    products: seeded && plan ? plan.products.length : 0,
    pictures: seeded && plan ? plan.pictures.length : 0,
    milliseconds: Math.round(performance.now() - started),
  });
  if (!(await isEmpty(db))) return result(false);

  const plan = planDemoCatalogue((key) => storage.publicUrl(key), now);
  await storePictures(storage, plan.pictures);
  try {
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await isEmpty(tx))) return false;
      await insertCatalogue(tx, plan);
      return true;
    });
    // Picture keys come from the seeded generator, so a process that lost the race stored the very same files.
    return result(seeded, plan);
  } catch (error) {
    await Promise.all(plan.pictures.map((picture) => storage.delete(picture.key)));
    throw error;
  }
}

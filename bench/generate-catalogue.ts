/**
 * Fills an empty database with a large catalogue for the benchmarks (EXPLAIN plans, API load):
 *
 *   node --import tsx bench/generate-catalogue.ts --products 100000
 *
 * The database is DATABASE_URL's, else PGlite under DATA_DIR/pglite (where the server keeps it);
 * pictures go to DATA_DIR/media. Products come from the demo seed's product lines, inserted
 * 1000 rows per statement; every product of a kind shares one of a few dozen rendered pictures.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import {
  categories,
  productImages,
  products,
  reviews,
  subcategories,
  subSubcategories,
  users,
} from '../apps/api/src/db/schema.ts';
import { paletteOf } from '../apps/api/src/demo/art/colour.ts';
import { drawingFor } from '../apps/api/src/demo/art/items.ts';
import { productPicture } from '../apps/api/src/demo/art/scene.ts';
import { type LineInBangla, lineInBangla } from '../apps/api/src/demo/bangla-texts.ts';
import { storePictures } from '../apps/api/src/demo/demo-seed.ts';
import { draftProduct, productRow } from '../apps/api/src/demo/product-draft.ts';
import { createRandom, type Random } from '../apps/api/src/demo/random.ts';
import { CATALOGUE, DEMO_CUSTOMERS, type ProductLine, REVIEW_TEXTS } from '../apps/api/src/demo/vocabulary.ts';
import { createLocalStorage, type Storage } from '../apps/api/src/lib/storage.ts';

const BATCH = 1000;
const CUSTOMERS = 200;
const DAY_MS = 86_400_000;

interface Leaf {
  line: ProductLine;
  /** The line's texts in Bangla. */
  bangla: LineInBangla;
  categoryId: string;
  subcategoryId: string;
  subSubcategoryId: string;
  tint: string;
}

/** The demo seed's category tree, with its ids. */
async function insertTree(db: Database, random: Random): Promise<Leaf[]> {
  const leaves: Leaf[] = [];
  for (const [position, category] of CATALOGUE.entries()) {
    const [row] = await db.insert(categories).values({ id: random.uuid(), name: category.name, position }).returning();
    for (const [subPosition, sub] of category.subcategories.entries()) {
      const [subRow] = await db
        .insert(subcategories)
        .values({ id: random.uuid(), categoryId: row!.id, name: sub.name, position: subPosition })
        .returning();
      const leafRows = await db
        .insert(subSubcategories)
        .values(
          sub.leaves.map((leaf, i) => ({
            id: random.uuid(),
            categoryId: row!.id,
            subcategoryId: subRow!.id,
            name: leaf.name,
            position: i,
          })),
        )
        .returning();
      leafRows.forEach((leafRow, i) =>
        leaves.push({
          line: sub.leaves[i]!.line,
          bangla: lineInBangla(sub.leaves[i]!.name),
          categoryId: row!.id,
          subcategoryId: subRow!.id,
          subSubcategoryId: leafRow.id,
          tint: category.tint,
        }),
      );
    }
  }
  return leaves;
}

/** Two pictures per item kind, in two colours; products of that kind share them. */
async function renderPictures(storage: Storage, leaves: Leaf[]): Promise<Map<string, string[]>> {
  const byKind = new Map<string, { key: string; svg: string }[]>();
  for (const { line, tint } of leaves) {
    if (byKind.has(line.kind)) continue;
    const colours = line.colours.length ? line.colours : (line.paint ?? [tint]);
    byKind.set(
      line.kind,
      [0, 1].map((i) => ({
        key: `bench/${line.kind}-${i}.webp`,
        svg: productPicture(
          drawingFor(line.kind),
          paletteOf(colours[i % colours.length]!),
          i === 0 ? 'front' : 'tilted',
          tint,
        ),
      })),
    );
  }
  await storePictures(storage, [...byKind.values()].flat());
  return new Map([...byKind].map(([kind, pictures]) => [kind, pictures.map((p) => storage.publicUrl(p.key))]));
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const total = Number(values.products);
  if (!Number.isInteger(total) || total < 1) throw new Error('--products must be a whole number above 0');

  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  const { db } = database;
  try {
    if ((await db.select({ id: categories.id }).from(categories).limit(1)).length) {
      throw new Error('the database already has a catalogue; give the generator an empty one');
    }
    const random = createRandom(100_000);
    const leaves = await insertTree(db, random);
    const pictures = await renderPictures(createLocalStorage(path.join(config.DATA_DIR, 'media')), leaves);

    const customers = await db
      .insert(users)
      .values(
        Array.from({ length: CUSTOMERS }, (_, i) => ({
          id: random.uuid(),
          name: `${DEMO_CUSTOMERS[i % DEMO_CUSTOMERS.length]} ${i + 1}`,
          email: `bench.customer.${i + 1}@example.com`,
        })),
      )
      .returning({ id: users.id });
    const [seller] = await db
      .insert(users)
      .values({ id: random.uuid(), name: 'Bench Seller', role: 'owner', email: 'bench.seller@example.com' })
      .returning();

    const now = Date.now();
    for (let offset = 0; offset < total; offset += BATCH) {
      const productRows: (typeof products.$inferInsert)[] = [];
      const imageRows: (typeof productImages.$inferInsert)[] = [];
      const reviewRows: (typeof reviews.$inferInsert)[] = [];
      for (let i = offset; i < Math.min(total, offset + BATCH); i++) {
        const leaf = leaves[i % leaves.length]!;
        const listedMinutes = random.int(0, 730 * 24 * 60);
        const draft = draftProduct(
          leaf.line,
          leaf.bangla,
          random,
          { brand: random.pick(leaf.line.brands), model: random.pick(leaf.line.names) },
          listedMinutes / (24 * 60),
        );
        const id = random.uuid();
        const createdAt = new Date(now - listedMinutes * 60_000);
        // One product in five has reviews; its rating is their average, as the shop keeps it.
        const stars = random.chance(0.2) ? Array.from({ length: random.int(1, 3) }, () => random.int(3, 5)) : [];
        random.sample(customers, stars.length).forEach((customer, n) =>
          reviewRows.push({
            productId: id,
            userId: customer.id,
            stars: stars[n]!,
            text: random.pick(REVIEW_TEXTS[stars[n]!]!),
            createdAt: new Date(createdAt.getTime() + DAY_MS),
          }),
        );
        productRows.push(
          productRow(draft, {
            id,
            categoryId: leaf.categoryId,
            subcategoryId: leaf.subcategoryId,
            subSubcategoryId: leaf.subSubcategoryId,
            seller,
            stars,
            createdAt,
          }),
        );
        (pictures.get(leaf.line.kind) ?? []).forEach((url, position) =>
          imageRows.push({ productId: id, position, url }),
        );
      }
      await db.transaction(async (tx) => {
        await tx.insert(products).values(productRows);
        await tx.insert(productImages).values(imageRows);
        if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
      });
      const done = Math.min(total, offset + BATCH);
      if (done % 10_000 === 0 || done === total) {
        console.log(`${done} products (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
    console.log(
      `catalogue of ${total} products on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

await main();

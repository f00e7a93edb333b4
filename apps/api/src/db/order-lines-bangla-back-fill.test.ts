/**
 * The migration that gave order lines their Bangla (docs/decisions/055) back-fills the lines of
 * orders placed before it: each takes its product's Bangla name of the day, only while the product
 * still bears the English name the line was ordered under. Run on the database the suite runs on.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const BACK_FILL = 'bangla_twins_order_lines_and_banner_words';

/** A copy of the migrations folder that ends just before the back-fill's migration. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'dokan-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A fresh database of the suite's kind, migrated as far as asked. */
interface Engine {
  migrate(folder: string): Promise<void>;
  /** Several statements at once, for the rows of before the migration. */
  exec(statements: string): Promise<void>;
  query<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openEngine(): Promise<Engine> {
  const serverUrl = loadConfig().DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      exec: async (statements) => void (await client.exec(statements)),
      query: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      close: () => client.close(),
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'dokan_back_fill');
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const db = drizzlePg(client);
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    exec: async (statements) => void (await client.query(statements)),
    query: async <T>(statement: string) => (await client.query(statement)).rows as T[],
    async close() {
      await client.end();
      await scratch.drop();
    },
  };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it("gives an existing order's lines their product's Bangla name, unless the product was renamed since", async () => {
  const engine = await openEngine();
  cleanups.push(() => engine.close());
  const before = migrationsBefore(BACK_FILL);
  cleanups.push(() => rmSync(before, { recursive: true, force: true }));
  await engine.migrate(before);

  await engine.exec(`
    INSERT INTO categories (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'Fashion');
    INSERT INTO products (id, name, name_bn, original_price_poisha, price_poisha, category_id) VALUES
      ('00000000-0000-4000-8000-000000000011', 'Cotton Panjabi', 'সুতি পাঞ্জাবি', 100000, 100000, '00000000-0000-4000-8000-000000000001'),
      ('00000000-0000-4000-8000-000000000012', 'Silk Saree 2026', 'সিল্ক শাড়ি', 500000, 500000, '00000000-0000-4000-8000-000000000001'),
      ('00000000-0000-4000-8000-000000000013', 'Notebook', NULL, 8000, 8000, '00000000-0000-4000-8000-000000000001');
    INSERT INTO orders (id, customer_name, phone, payment_method, transaction_id, subtotal_poisha, delivery_fee_poisha,
                        total_poisha, division, district, city, address_details)
      VALUES ('00000000-0000-4000-8000-000000000021', 'Rahim', '01712345678', 'cash', 'DKNOLD1', 608000, 6000, 614000,
              'Dhaka', 'Dhaka', 'Mirpur', 'House 1');
    INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price_poisha, sub_total_poisha) VALUES
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000011', 'Cotton Panjabi', 1, 100000, 100000),
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000012', 'Silk Saree', 1, 500000, 500000),
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000013', 'Notebook', 1, 8000, 8000),
      ('00000000-0000-4000-8000-000000000021', NULL, 'Deleted Lungi', 1, 0, 0);
  `);
  await engine.migrate(MIGRATIONS);

  const lines = await engine.query<{ product_name: string; product_name_bn: string | null }>(
    'SELECT product_name, product_name_bn FROM order_items ORDER BY product_name',
  );
  expect(lines).toEqual([
    { product_name: 'Cotton Panjabi', product_name_bn: 'সুতি পাঞ্জাবি' },
    { product_name: 'Deleted Lungi', product_name_bn: null },
    { product_name: 'Notebook', product_name_bn: null },
    // Renamed since it was bought ('Silk Saree' then): its Bangla of today may name something else.
    { product_name: 'Silk Saree', product_name_bn: null },
  ]);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products } from '../../db/schema.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';

// Deep pages (offset 1000 and beyond): from the listing keys in memory (decision 050), or with in
// stock first from remembered sort keys; the response cache is off here so that every request
// reaches them.
const COUNT = 1_050;
let testApp: TestApp;
let categoryId: string;
/** Every product, with the keys the listing sorts by. */
let all: Array<{ id: string; createdAt: Date; sales: number }> = [];

const byNewest = (a: (typeof all)[number], b: (typeof all)[number]) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
const bySales = (a: (typeof all)[number], b: (typeof all)[number]) => b.sales - a.sales || (a.id < b.id ? 1 : -1);

beforeAll(async () => {
  testApp = await createTestApp({ responseCache: new ResponseCache({ ttlMs: 0 }) });
  categoryId = (await addCategory(testApp.db, 'Groceries')).id;
  const start = Date.UTC(2026, 0, 1);
  all = await testApp.db
    .insert(products)
    .values(
      Array.from({ length: COUNT }, (_, i) => ({
        name: `Lentils ${i + 1}`,
        originalPricePoisha: 10_000,
        pricePoisha: 10_000,
        categoryId,
        // Two products share each minute and seven share each sales figure: ties are broken by id.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
        sales: i % 7,
      })),
    )
    .returning({ id: products.id, createdAt: products.createdAt, sales: products.sales });
});

afterAll(async () => {
  await testApp?.close();
});

async function page(query: string): Promise<{ total: number; ids: string[] }> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  return { total: data.total, ids: data.data.map((p: { _id: string }) => p._id) };
}
const pageIds = async (query: string) => (await page(query)).ids;

describe('deep pages', () => {
  it('answers the same products as counting from the top, for the page, a repeat and the next pages', async () => {
    const newest = [...all].sort(byNewest).map((p) => p.id);
    expect(await page('page=101&limit=10')).toEqual({ total: COUNT, ids: newest.slice(1000, 1010) });
    expect(await pageIds('page=101&limit=10')).toEqual(newest.slice(1000, 1010));
    expect(await pageIds('page=102&limit=10')).toEqual(newest.slice(1010, 1020));
    expect(await pageIds('page=103&limit=10')).toEqual(newest.slice(1020, 1030));
    expect(await pageIds('page=21&limit=50')).toEqual(newest.slice(1000, 1050));
    // In stock first reads the table (stock changes with every order) from remembered keys.
    expect(await pageIds('page=101&limit=10&inStockFirst=true')).toEqual(newest.slice(1000, 1010));
    expect(await pageIds('page=102&limit=10&inStockFirst=true')).toEqual(newest.slice(1010, 1020));

    const sales = [...all].sort(bySales).map((p) => p.id);
    expect(await pageIds('sortBy=sales&page=101&limit=10')).toEqual(sales.slice(1000, 1010));
    expect(await pageIds('sortBy=sales&page=102&limit=10')).toEqual(sales.slice(1010, 1020));
    expect(await pageIds('sortBy=sales&page=102&limit=10')).toEqual(sales.slice(1010, 1020));
  });

  it('keeps where a remembered page starts until the catalogue cache is invalidated', async () => {
    testApp.app.responseCache.invalidate();
    const before = [...all].sort(byNewest).map((p) => p.id);
    expect(await pageIds('page=101&limit=10')).toEqual(before.slice(1000, 1010));

    const added = await addProduct(testApp.db, { name: 'Fresh Lentils', categoryId, createdAt: new Date() });
    all.push({ id: added.id, createdAt: added.createdAt, sales: added.sales });
    // The page still starts at the remembered product: a shopper paging on sees no repeats.
    expect(await pageIds('page=101&limit=10')).toEqual(before.slice(1000, 1010));

    testApp.app.responseCache.invalidate();
    const after = [...all].sort(byNewest).map((p) => p.id);
    expect(after[1000]).toBe(before[999]);
    expect(await page('page=101&limit=10')).toEqual({ total: COUNT + 1, ids: after.slice(1000, 1010) });
  });
});

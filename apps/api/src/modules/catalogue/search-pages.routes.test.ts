import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products } from '../../db/schema.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';

// A search orders its candidates in memory and reads the page's cards by id: every sort and page
// must list what the SQL listing lists for the same products. The response cache is off so that
// every request reaches the search.
const NAMED = 30;
const DESCRIBED = 6;
let testApp: TestApp;
let categoryId: string;
const soldOut: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ responseCache: new ResponseCache({ ttlMs: 0 }) });
  categoryId = (await addCategory(testApp.db, 'Fabrics')).id;
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < NAMED + DESCRIBED; i++) {
    const named = i < NAMED;
    const product = await addProduct(testApp.db, {
      name: named ? `Cotton Saree ${i + 1}` : `Plain Scarf ${i + 1}`,
      description: named ? 'Handwoven.' : 'A soft cotton weave.',
      categoryId,
      // Ties everywhere: two products share each minute, rating, sales figure and discount.
      createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      rating: [3.5, 4, 4.5][i % 3],
      sales: i % 5,
      discount: (i % 4) * 10,
      remaining: i % 6 === 0 ? 0 : 10,
    });
    if (i % 6 === 0) soldOut.push(product.id);
  }
});

afterAll(async () => {
  await testApp?.close();
});

async function list(query: string): Promise<{ total: number; pages: number; ids: string[] }> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  return { total: data.total, pages: data.pages, ids: data.data.map((p: { _id: string }) => p._id) };
}

/** Every page of `query`, 7 products a page. */
async function allPages(query: string): Promise<string[]> {
  const first = await list(`${query}&limit=7`);
  const ids = [...first.ids];
  for (let page = 2; page <= first.pages; page++) ids.push(...(await list(`${query}&limit=7&page=${page}`)).ids);
  return ids;
}

describe('pages of a search', () => {
  it('lists every sort, page by page, as the listing does for the same products, with its total', async () => {
    for (const sortBy of ['newest', 'rating', 'sales']) {
      const listed = await allPages(`category=${categoryId}&sortBy=${sortBy}`);
      const found = await allPages(`search=cotton&sortBy=${sortBy}`);
      expect(found, sortBy).toEqual(listed);
      expect(new Set(found).size).toBe(NAMED + DESCRIBED);
    }
    expect((await list('search=cotton&limit=7')).total).toBe(NAMED + DESCRIBED);
  });

  it("filters a search from its words' own candidates as the listing filters the same products", async () => {
    expect((await list('search=cotton')).total).toBe(NAMED + DESCRIBED);
    for (const filter of ['discount=20', 'maxPrice=850', 'minPrice=750&maxPrice=850', 'popularProducts=offer']) {
      const listed = await allPages(`category=${categoryId}&${filter}&sortBy=sales`);
      expect(listed.length, filter).toBeLessThan(NAMED + DESCRIBED);
      expect(await allPages(`search=cotton&${filter}&sortBy=sales`), filter).toEqual(listed);
      expect(await allPages(`search=cotton&category=${categoryId}&${filter}&sortBy=newest`), filter).toEqual(
        await allPages(`category=${categoryId}&${filter}&sortBy=newest`),
      );
    }
  });

  it('ranks the products with the words in their names first', async () => {
    const found = await allPages('search=cotton');
    const names = new Map(
      (await testApp.db.select({ id: products.id, name: products.name }).from(products)).map((p) => [p.id, p.name]),
    );
    expect(found.slice(0, NAMED).every((id) => names.get(id)?.startsWith('Cotton'))).toBe(true);
    expect(found.slice(NAMED).every((id) => names.get(id)?.startsWith('Plain'))).toBe(true);
  });

  it('lists in-stock products first, and shows a stock change on every page once it is announced', async () => {
    const found = await allPages('search=cotton&sortBy=sales&inStockFirst=true');
    const listed = await allPages(`category=${categoryId}&sortBy=sales&inStockFirst=true`);
    expect(found).toEqual(listed);
    expect(found.slice(-soldOut.length).sort()).toEqual([...soldOut].sort());

    const [restocked] = soldOut;
    await testApp.db.update(products).set({ remaining: 3 }).where(eq(products.id, restocked!));
    // As an order or a cancellation announces its products' stock.
    testApp.app.responseCache.invalidate(`/api/products/${restocked}`);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products?search=cotton&limit=100' });
    const card = response.json().data.data.find((p: { _id: string }) => p._id === restocked);
    expect(card.remainingProducts).toBe(3);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { createListingKeys, KEYS_REFRESH_MS } from './listing-keys.ts';

let t: TestApp;
let categoryId: string;
const ids: Record<'tea' | 'rice' | 'lentils', string> = { tea: '', rice: '', lentils: '' };

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Groceries')).id;
  ids.tea = (await addProduct(t.db, { name: 'Tea', categoryId, sales: 3, priceTaka: 300, discount: 10 })).id;
  ids.rice = (await addProduct(t.db, { name: 'Rice', categoryId, sales: 2, priceTaka: 900 })).id;
  ids.lentils = (await addProduct(t.db, { name: 'Lentils', categoryId, sales: 1, priceTaka: 150, discount: 20 })).id;
});
afterAll(() => t.close());

const setSales = (id: string, sales: number) => t.db.update(products).set({ sales }).where(eq(products.id, id));

describe('the listing keys', () => {
  it('answer pages and exact totals under every filter', async () => {
    const keys = createListingKeys(t.db);
    expect(await keys.page({ categoryId }, 'sales', 2, 0, true)).toEqual({ ids: [ids.tea, ids.rice], total: 3 });
    expect(await keys.page({ categoryId }, 'sales', 2, 2, true)).toEqual({ ids: [ids.lentils], total: 3 });
    expect(await keys.page({ offersOnly: true }, 'offer', 10, 0, true)).toEqual({
      ids: [ids.lentils, ids.tea],
      total: 2,
    });
    expect(await keys.page({ maxPricePoisha: 30_000, excludeId: ids.lentils }, 'sales', 10, 0, true)).toEqual({
      ids: [ids.tea],
      total: 1,
    });
    expect(await keys.page({ categoryId, minDiscount: 15 }, 'newest', 10, 0, true)).toEqual({
      ids: [ids.lentils],
      total: 1,
    });
  });

  it('catch up with sales in the background once they are a minute old, and at once when forgotten', async () => {
    let now = 0;
    const keys = createListingKeys(t.db, () => now);
    const bySales = async () => (await keys.page({ categoryId }, 'sales', 10, 0, false)).ids;
    expect(await bySales()).toEqual([ids.tea, ids.rice, ids.lentils]);

    await setSales(ids.lentils, 9);
    expect(await bySales()).toEqual([ids.tea, ids.rice, ids.lentils]);
    now += KEYS_REFRESH_MS + 1;
    // The old keys answer while the new ones are read.
    expect(await bySales()).toEqual([ids.tea, ids.rice, ids.lentils]);
    await vi.waitFor(async () => expect(await bySales()).toEqual([ids.lentils, ids.tea, ids.rice]), {
      timeout: 10_000,
    });

    await setSales(ids.rice, 20);
    keys.forget();
    expect(await bySales()).toEqual([ids.rice, ids.lentils, ids.tea]);
  });

  it('list products in stock first by the stock as it is: read again for the products whose stock changed', async () => {
    const keys = createListingKeys(t.db);
    const setStock = (id: string, remaining: number) =>
      t.db.update(products).set({ remaining }).where(eq(products.id, id));
    await Promise.all([setSales(ids.tea, 3), setSales(ids.rice, 2), setSales(ids.lentils, 1), setStock(ids.tea, 0)]);
    try {
      keys.forget();
      expect(await keys.pageInStockFirst({ categoryId }, 'sales', 10, 0)).toEqual([ids.rice, ids.lentils, ids.tea]);
      // Pages across the border between those in stock and the sold-out ones.
      expect(await keys.pageInStockFirst({ categoryId }, 'sales', 1, 1)).toEqual([ids.lentils]);
      expect(await keys.pageInStockFirst({ categoryId }, 'sales', 2, 1)).toEqual([ids.lentils, ids.tea]);
      expect(await keys.pageInStockFirst({ categoryId }, 'sales', 2, 2)).toEqual([ids.tea]);
      expect(await keys.pageInStockFirst({ categoryId, maxPricePoisha: 30_000 }, 'sales', 10, 0)).toEqual([
        ids.lentils,
        ids.tea,
      ]);

      // An order took the rice's last unit, and a cancellation gave the tea some back.
      await setStock(ids.rice, 0);
      await setStock(ids.tea, 4);
      keys.stockChanged(ids.rice);
      keys.stockChanged(ids.tea);
      expect(await keys.pageInStockFirst({ categoryId }, 'sales', 10, 0)).toEqual([ids.tea, ids.lentils, ids.rice]);
    } finally {
      await setStock(ids.tea, 10);
      await setStock(ids.rice, 10);
    }
  });
});

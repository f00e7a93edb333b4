import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder } from '../../test/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { cache: response.headers['x-cache'], data: response.json().data };
};

describe('what an order makes stale', () => {
  it("drops only its products' own answers: listings, totals, names and search corrections stay", async () => {
    const category = await addCategory(t.db, 'Fashion');
    const panjabi = await addProduct(t.db, { name: 'Cotton Panjabi', categoryId: category.id, remaining: 10 });
    const saree = await addProduct(t.db, { name: 'Jamdani Saree', categoryId: category.id, remaining: 5 });
    const shopper = await signedInCustomer(t);
    const listing = `/api/products?category=${category.id}`;
    expect((await get(listing)).data.total).toBe(2);
    expect((await get('/api/products?search=kurtaa')).data.total).toBe(0);
    await get(`/api/products/${panjabi.id}`);
    await get(`/api/products/${saree.id}`);
    // Added behind the app's back: only a wider invalidation lets the catalogue count or correct it.
    await addProduct(t.db, { name: 'Silk Kurta', categoryId: category.id });

    expect((await placeOrder(t, shopper, orderPayload(shopper, [{ product: panjabi }]))).statusCode).toBe(201);

    expect((await get(listing)).cache).toBe('hit');
    expect((await get(`/api/products/${saree.id}`)).cache).toBe('hit');
    const ordered = await get(`/api/products/${panjabi.id}`);
    expect(ordered.cache).toBe('miss');
    expect(ordered.data.remainingProducts).toBe(9);
    // New addresses, answered from the catalogue's kept totals and corrections, with the ordered
    // product's card read again (its stock) and the other's as kept.
    const again = (await get(`${listing}&limit=7`)).data;
    expect(again.total).toBe(2);
    expect(again.data.map((p: { _id: string; remainingProducts: number }) => [p._id, p.remainingProducts])).toEqual([
      [saree.id, 5],
      [panjabi.id, 9],
    ]);
    expect((await get('/api/products?search=kurtaa&limit=7')).data.total).toBe(0);

    t.app.responseCache.invalidate('/api/products');
    expect((await get(`${listing}&limit=5`)).data.total).toBe(3);
    expect((await get('/api/products?search=kurtaa&limit=5')).data.total).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, makeAdmin, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
let productIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const category = await addCategory(t.db, 'Fashion');
  const panjabi = await addProduct(t.db, {
    name: 'Cotton Panjabi',
    categoryId: category.id,
    priceTaka: 1000,
    discount: 15,
  });
  const saree = await addProduct(t.db, { name: 'Jamdani Saree', categoryId: category.id, remaining: 0 });
  productIds = [panjabi.id, saree.id];
});
afterAll(() => t.close());

describe('wishlist (spec section 7)', () => {
  it('adds, lists as product cards (newest first), keeps one entry when added twice, and removes', async () => {
    const rahim = await signedInCustomer(t);
    const auth = { token: rahim.accessToken };
    const [panjabi, saree] = productIds as [string, string];

    const added = await call(t, 'POST', `/api/wishlist/add-to-wishlist/${rahim.id}`, { productId: panjabi }, auth);
    expect(added.statusCode).toBe(200);
    await call(t, 'POST', `/api/wishlist/add-to-wishlist/${rahim.id}`, { productId: saree }, auth);
    const again = await call(t, 'POST', `/api/wishlist/add-to-wishlist/${rahim.id}`, { productId: panjabi }, auth);
    expect(again.statusCode).toBe(200);

    const listed = await call(t, 'GET', `/api/wishlist/get-wishlist/${rahim.id}`, undefined, auth);
    expect(listed.statusCode).toBe(200);
    const products = listed.json().data.products;
    expect(products.map((p: { _id: string }) => p._id).toSorted()).toEqual([panjabi, saree].toSorted());
    expect(products.find((p: { _id: string }) => p._id === panjabi)).toMatchObject({
      productName: 'Cotton Panjabi',
      productPrice: 850,
      productOriginalPrice: 1000,
      productDiscount: 15,
      remainingProducts: 10,
      productImages: [expect.any(String)],
    });
    expect(products.find((p: { _id: string }) => p._id === saree).remainingProducts).toBe(0);

    const removed = await call(t, 'DELETE', `/api/wishlist/remove/${rahim.id}/${panjabi}`, undefined, auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.products.map((p: { _id: string }) => p._id)).toEqual([saree]);
    const removedAgain = await call(t, 'DELETE', `/api/wishlist/remove/${rahim.id}/${panjabi}`, undefined, auth);
    expect(removedAgain.statusCode).toBe(200);
  });

  it('refuses another customer on every route (403), even an admin, and a visitor (401)', async () => {
    const rahim = await signedInCustomer(t);
    const nusrat = await signedInCustomer(t);
    const [panjabi] = productIds as [string];
    await call(
      t,
      'POST',
      `/api/wishlist/add-to-wishlist/${rahim.id}`,
      { productId: panjabi },
      { token: rahim.accessToken },
    );
    await makeAdmin(t, nusrat.id);
    const as = { token: nusrat.accessToken };

    expect(
      (await call(t, 'POST', `/api/wishlist/add-to-wishlist/${rahim.id}`, { productId: panjabi }, as)).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', `/api/wishlist/get-wishlist/${rahim.id}`, undefined, as)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/wishlist/remove/${rahim.id}/${panjabi}`, undefined, as)).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', `/api/wishlist/get-wishlist/${rahim.id}`)).statusCode).toBe(401);

    const stillThere = await call(t, 'GET', `/api/wishlist/get-wishlist/${rahim.id}`, undefined, {
      token: rahim.accessToken,
    });
    expect(stillThere.json().data.products).toHaveLength(1);
  });

  it('answers 404 for an unknown product and 400 for malformed ids', async () => {
    const rahim = await signedInCustomer(t);
    const auth = { token: rahim.accessToken };
    const unknown = await call(
      t,
      'POST',
      `/api/wishlist/add-to-wishlist/${rahim.id}`,
      { productId: crypto.randomUUID() },
      auth,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');

    const badBody = await call(t, 'POST', `/api/wishlist/add-to-wishlist/${rahim.id}`, { productId: '42' }, auth);
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toBe('Invalid id');
    expect((await call(t, 'GET', '/api/wishlist/get-wishlist/abc', undefined, auth)).statusCode).toBe(400);
    expect((await call(t, 'DELETE', `/api/wishlist/remove/${rahim.id}/abc`, undefined, auth)).statusCode).toBe(400);
    expect((await call(t, 'POST', `/api/wishlist/add-to-wishlist/${rahim.id}`, {}, auth)).statusCode).toBe(400);
  });
});

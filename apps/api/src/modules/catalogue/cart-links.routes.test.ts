import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CART_LINK_ITEMS_MESSAGE, type CartLink, type VariantInput } from '@dokan/domain';

import { photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const variants: VariantInput[] = [
  { sku: 'TS-WH-S', color: 'White', size: 'S', stock: 0 },
  { sku: 'TS-BK-L', color: 'Black', size: 'L', stock: 2, price: 650 },
];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAs(t, 'admin');
  const category = await addCategory(t.db, 'Clothing');
  ids.mango = (
    await addProduct(t.db, { name: 'Mango Pickle', nameBn: 'আমের আচার', categoryId: category.id, remaining: 4 })
  ).id;
  ids.soldOut = (
    await addProduct(t.db, { name: 'Nakshi Kantha', nameBn: 'নকশি কাঁথা', categoryId: category.id, remaining: 0 })
  ).id;
  const created = await sendForm(
    t,
    'POST',
    '/api/products',
    {
      name: 'Cotton T-shirt',
      originalPrice: '500',
      category: category.id,
      remainingProducts: '0',
      variants: JSON.stringify(variants),
    },
    [{ field: 'productImages', bytes: await photo() }],
    admin.accessToken,
  );
  expect(created.statusCode, created.body).toBe(201);
  ids.shirt = created.json().data._id;
});
afterAll(() => t.close());

const read = (items: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/products/cart-link?items=${encodeURIComponent(items)}`,
    headers: language ? { 'accept-language': language } : {},
  });

describe('GET /api/products/cart-link', () => {
  it('names each item’s product and variant, by product id or SKU in any case, the quantity capped by the stock', async () => {
    const response = await read(`${ids.mango}:9,ts-bk-l:1,${ids.shirt}:1`);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json().data as CartLink;
    expect(link.skipped).toEqual([]);
    expect(
      link.lines.map((line) => [line.ref, line.product._id, line.variant?.sku ?? null, line.quantity, line.requested]),
    ).toEqual([
      [ids.mango, ids.mango, null, 4, 9],
      ['ts-bk-l', ids.shirt, 'TS-BK-L', 1, 1],
      // A product's id names its first variant in stock, as its page chooses on arrival.
      [ids.shirt, ids.shirt, 'TS-BK-L', 1, 1],
    ]);
    expect(link.lines[1]!.variant!.price).toBe(650);
  });

  it('skips an unknown item and a sold-out one (a product or a variant), naming the products it knows', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const link = (await read(`NOPE-1:2,${ids.soldOut}:1,TS-WH-S:1,${unknown}:1,${ids.mango}`)).json().data as CartLink;
    expect(link.lines.map((line) => [line.ref, line.quantity])).toEqual([[ids.mango, 1]]);
    expect(link.skipped).toEqual([
      { ref: 'NOPE-1', reason: 'unknown', productName: null, productNameBn: null },
      { ref: ids.soldOut, reason: 'sold-out', productName: 'Nakshi Kantha', productNameBn: 'নকশি কাঁথা' },
      { ref: 'TS-WH-S', reason: 'sold-out', productName: 'Cotton T-shirt', productNameBn: null },
      { ref: unknown, reason: 'unknown', productName: null, productNameBn: null },
    ]);
  });

  it('refuses what is not a list of ID:QTY pairs with a 400, in Bangla too', async () => {
    for (const items of ['', 'a:0', 'a:-1', 'a:b:c', Array.from({ length: 31 }, (_, i) => `S${i}:1`).join(',')]) {
      const response = await read(items);
      expect(response.statusCode, items).toBe(400);
      expect(response.json().message, items).toContain(CART_LINK_ITEMS_MESSAGE);
    }
    const bangla = await read('a:0', 'bn');
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().message).toContain('ID:QTY জোড়া');
  });
});

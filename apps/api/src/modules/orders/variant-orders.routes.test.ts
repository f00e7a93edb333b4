import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRICES_CHANGED_MESSAGE } from '@dokan/domain';

import { orderItems, productVariants } from '../../db/schema.ts';
import { call, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder, stockOf } from '../../test/orders.ts';

let t: TestApp;
let admin: SignedIn;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  categoryId = (await addCategory(t.db, 'Fashion')).id;
});
afterAll(() => t.close());

let made = 0;
/**
 * A panjabi at Tk 1000 less 10 % in navy and white, M and XL, made through the admin's form: navy
 * XL has its own price (Tk 1200, sells at 1080) and `navyXl` units; white XL none.
 */
async function panjabi(navyXl = 1) {
  made += 1;
  const response = await sendForm(
    t,
    'POST',
    '/api/products',
    {
      name: 'Eid Panjabi',
      originalPrice: '1000',
      discount: '10',
      category: categoryId,
      remainingProducts: '0',
      variants: JSON.stringify([
        { sku: `EP${made}-NV-M`, color: 'Navy', size: 'M', stock: 5 },
        { sku: `EP${made}-NV-XL`, color: 'Navy', size: 'XL', stock: navyXl, price: 1200 },
        { sku: `EP${made}-WH-M`, color: 'White', size: 'M', stock: 2 },
        { sku: `EP${made}-WH-XL`, color: 'White', size: 'XL', stock: 0 },
      ]),
    },
    [{ field: 'productImages', bytes: await photo() }],
    admin.accessToken,
  );
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data as { _id: string; productName: string; variants: { _id: string; sku: string }[] };
  return { id: data._id, name: data.productName, pricePoisha: 90_000, variants: data.variants, sku: `EP${made}` };
}

async function variantStock(sku: string) {
  const [row] = await t.db.select().from(productVariants).where(eq(productVariants.sku, sku));
  return row!.remaining;
}

describe('ordering a variant (POST /order/post-order)', () => {
  it("prices a line at its variant's price, keeps the SKU on it, and takes the variant's stock and the product's", async () => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi(3);
    const response = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [
        { product, color: 'Navy', size: 'XL', quantity: 2, price: 1080 },
        { product, color: 'Navy', size: 'M' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.items).toMatchObject([
      { color: 'Navy', size: 'XL', sku: `${product.sku}-NV-XL`, price: 1080, subTotal: 2160 },
      { color: 'Navy', size: 'M', sku: `${product.sku}-NV-M`, price: 900 },
    ]);
    expect(await variantStock(`${product.sku}-NV-XL`)).toBe(1);
    expect(await variantStock(`${product.sku}-NV-M`)).toBe(4);
    expect((await stockOf(t.db, product.id)).remaining).toBe(3 + 5 + 2 - 3);
    const read = (await call(t, 'GET', `/api/products/${product.id}`)).json().data;
    expect(read.remainingProducts).toBe(7);
  });

  it("refuses the product's price for a variant priced apart, a sold-out variant while others remain, and a combination there is not", async () => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi();
    const cheap = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product, color: 'Navy', size: 'XL', price: 900 }]),
    );
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().message).toBe(PRICES_CHANGED_MESSAGE);

    const soldOut = await placeOrder(t, shopper, orderPayload(shopper, [{ product, color: 'White', size: 'XL' }]));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Eid Panjabi, White, XL is out of stock');
    const tooMany = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product, color: 'White', size: 'M', quantity: 3 }]),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 2 items available in stock');
    expect((await stockOf(t.db, product.id)).remaining).toBe(8);

    const missing = await placeOrder(t, shopper, orderPayload(shopper, [{ product, color: 'Navy', size: 'S' }]));
    expect(missing.statusCode).toBe(400);
    const noSize = await placeOrder(t, shopper, orderPayload(shopper, [{ product, color: 'Navy', size: '' }]));
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().message).toBe('Please choose a size for Eid Panjabi');
  });

  it('gives a cancelled order its variant units back, once', async () => {
    const shopper = await signedInCustomer(t);
    const product = await panjabi(2);
    const placed = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product, color: 'Navy', size: 'XL', price: 1080, quantity: 2 }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await variantStock(`${product.sku}-NV-XL`)).toBe(0);
    const cancel = () =>
      call(
        t,
        'PATCH',
        `/api/order/update-status/${placed.json().data._id}`,
        { status: 'cancelled' },
        {
          token: shopper.accessToken,
        },
      );
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    expect(await variantStock(`${product.sku}-NV-XL`)).toBe(2);
    expect((await stockOf(t.db, product.id)).remaining).toBe(9);
  });

  it('20 shoppers racing for the last navy XL: exactly one order, and the other variants untouched', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => signedInCustomer(t)));
    const product = await panjabi(1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const shopper = shoppers[i % shoppers.length]!;
        return placeOrder(t, shopper, orderPayload(shopper, [{ product, color: 'Navy', size: 'XL', price: 1080 }]));
      }),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await variantStock(`${product.sku}-NV-XL`)).toBe(0);
    expect(await variantStock(`${product.sku}-NV-M`)).toBe(5);
    expect((await stockOf(t.db, product.id)).remaining).toBe(7);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ sku: `${product.sku}-NV-XL`, variantId: product.variants[1]!._id });
  });

  it("orders naming two products' variants in either order never deadlock and never oversell", async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => signedInCustomer(t)));
    const a = await panjabi(4);
    const b = await panjabi(4);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const shopper = shoppers[i % shoppers.length]!;
        const [first, second] = i % 2 ? [a, b] : [b, a];
        return placeOrder(
          t,
          shopper,
          orderPayload(shopper, [
            { product: first, color: 'Navy', size: 'XL', price: 1080 },
            { product: second, color: 'Navy', size: 'XL', price: 1080 },
          ]),
        );
      }),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(4).fill(201), ...Array(20).fill(409)]);
    expect(await variantStock(`${a.sku}-NV-XL`)).toBe(0);
    expect(await variantStock(`${b.sku}-NV-XL`)).toBe(0);
  });
});

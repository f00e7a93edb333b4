import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SKU_TAKEN_MESSAGE, VARIANT_FIELDS_DERIVED_MESSAGE, type VariantInput } from '@dokan/domain';

import { call, type SignedIn } from '../../test/accounts.ts';
import { multipart, photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
let admin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  categoryId = (await addCategory(t.db, 'Clothing')).id;
});
afterAll(() => t.close());

let skus = 0;
/** A panjabi's variants: navy and white, M and XL; navy XL costs more. */
function panjabiVariants(): VariantInput[] {
  skus += 1;
  return [
    { sku: `PJ${skus}-NV-M`, color: 'Navy', size: 'M', stock: 3 },
    { sku: `PJ${skus}-NV-XL`, color: 'Navy', size: 'XL', stock: 1, price: 1500 },
    { sku: `PJ${skus}-WH-M`, color: 'White', size: 'M', stock: 0 },
  ];
}

async function create(variants: unknown, overrides: Record<string, string> = {}, token = admin.accessToken) {
  return sendForm(
    t,
    'POST',
    '/api/products',
    {
      name: 'Eid Panjabi',
      originalPrice: '1200',
      discount: '10',
      category: categoryId,
      remainingProducts: '0',
      variants: typeof variants === 'string' ? variants : JSON.stringify(variants),
      ...overrides,
    },
    [{ field: 'productImages', bytes: await photo() }],
    token,
  );
}

const read = async (id: string) => (await call(t, 'GET', `/api/products/${id}`)).json().data;
const update = (id: string, fields: Record<string, string>) =>
  sendForm(t, 'PUT', `/api/products/${id}`, fields, [], admin.accessToken);

describe('a product with variants (POST and PUT /products, GET /products/:id)', () => {
  it('keeps each variant with its SKU, stock and price; colours, sizes and stock are derived for the spec', async () => {
    const variants = panjabiVariants();
    const created = await create(variants);
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      productColors: ['Navy', 'White'],
      productSizes: ['M', 'XL'],
      remainingProducts: 4,
      productPrice: 1080,
    });
    expect(product.variants).toEqual([
      {
        _id: expect.any(String),
        sku: variants[0]!.sku,
        color: 'Navy',
        size: 'M',
        price: 1080,
        originalPrice: 1200,
        remainingProducts: 3,
      },
      {
        _id: expect.any(String),
        sku: variants[1]!.sku,
        color: 'Navy',
        size: 'XL',
        price: 1350,
        originalPrice: 1500,
        remainingProducts: 1,
      },
      {
        _id: expect.any(String),
        sku: variants[2]!.sku,
        color: 'White',
        size: 'M',
        price: 1080,
        originalPrice: 1200,
        remainingProducts: 0,
      },
    ]);
  });

  it('keeps the variants on an update without them, and their ids when a new list keeps a combination', async () => {
    const product = (await create(panjabiVariants())).json().data;
    const renamed = await update(product._id, { productName: 'Eid Panjabi (cotton)', productDiscount: '0' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await read(product._id);
    expect(after.variants.map((v: { _id: string }) => v._id)).toEqual(
      product.variants.map((v: { _id: string }) => v._id),
    );
    expect(after.variants[1].price).toBe(1500);

    const navyM = product.variants[0];
    const changed = await update(product._id, {
      variants: JSON.stringify([
        { sku: 'NEW-NV-M', color: 'Navy', size: 'M', stock: 7 },
        { sku: navyM.sku, color: 'Navy', size: 'L', stock: 2 },
      ]),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const next = await read(product._id);
    expect(next.variants[0]).toMatchObject({ _id: navyM._id, sku: 'NEW-NV-M', remainingProducts: 7 });
    expect(next).toMatchObject({ productColors: ['Navy'], productSizes: ['M', 'L'], remainingProducts: 9 });
  });

  it('goes back to its own stock when the variants are removed', async () => {
    const product = (await create(panjabiVariants())).json().data;
    const removed = await update(product._id, { variants: '[]', remainingProducts: '5' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await read(product._id)).toMatchObject({ variants: [], remainingProducts: 5 });
  });

  it('refuses a stock or colours that are not the variants', async () => {
    const product = (await create(panjabiVariants())).json().data;
    const stock = await update(product._id, { remainingProducts: '100' });
    expect(stock.statusCode).toBe(400);
    expect(stock.json().message).toBe(VARIANT_FIELDS_DERIVED_MESSAGE);
    const colours = await update(product._id, { productColors: 'Red' });
    expect(colours.statusCode).toBe(400);
    // The spec's client sends them back as read: accepted.
    const same = await update(product._id, { remainingProducts: '4', productColors: 'White, Navy' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a SKU another product holds (in any case) with a 409 naming it, and bad variants with a 400', async () => {
    const first = panjabiVariants();
    expect((await create(first)).statusCode).toBe(201);
    const taken = await create([{ sku: first[0]!.sku.toLowerCase(), color: 'Red', size: 'M', stock: 1 }]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SKU_TAKEN_MESSAGE.replace('{}', first[0]!.sku));

    const cases: [unknown, string][] = [
      ['not json', 'variants must be a JSON array of {sku, color, size, stock, price}'],
      [[{ sku: 'A 1', color: 'Red', size: 'M', stock: 1 }], 'SKU may use only letters, digits and - _ . / (up to 64)'],
      [[{ sku: 'A1', color: 'Red', size: 'M', stock: -1 }], 'Variant stock must be at least 0'],
      [[{ sku: 'A1', color: '', size: '', stock: 1 }], 'Each variant needs a colour or a size'],
      [
        [
          { sku: 'A1', color: 'Red', size: 'M', stock: 1 },
          { sku: 'a1', color: 'Red', size: 'L', stock: 1 },
        ],
        'SKU a1 is given to more than one variant',
      ],
      [
        [
          { sku: 'A1', color: 'Red', size: 'M', stock: 1 },
          { sku: 'A2', color: 'Red', size: 'M', stock: 1 },
        ],
        'The combination Red / M is given twice',
      ],
    ];
    for (const [variants, message] of cases) {
      const refused = await create(variants);
      expect(refused.statusCode, JSON.stringify(variants)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
  });

  it("warns of low stock per variant on the dashboard, not by the product's sum", async () => {
    const seller = await signedInAs(t, 'owner');
    const variants = panjabiVariants();
    const product = (await create(variants, {}, seller.accessToken)).json().data;
    const low = (await call(t, 'GET', '/api/admin/dashboard', undefined, { token: seller.accessToken })).json().data
      .lowStock as { _id: string; sku?: string; remainingProducts: number; color?: string; size?: string }[];
    const mine = low.filter((entry) => entry._id === product._id);
    // Navy M (3), Navy XL (1) and White M (0) are each at or under 5; the product (4 in all) is not listed itself.
    expect(mine.map((entry) => [entry.sku, entry.color, entry.size, entry.remainingProducts])).toEqual([
      [variants[2]!.sku, 'White', 'M', 0],
      [variants[1]!.sku, 'Navy', 'XL', 1],
      [variants[0]!.sku, 'Navy', 'M', 3],
    ]);
  });

  it('reads a product without variants as before, with variants: []', async () => {
    const plain = await create('', { colors: 'Red', sizes: 'M', remainingProducts: '6' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data).toMatchObject({ variants: [], remainingProducts: 6, productColors: ['Red'] });
  });

  it("gives a card the lowest variant price as priceFrom only when the variants' prices are not all the product's", async () => {
    const differing = (
      await create([
        { sku: 'FROM-NV-M', color: 'Navy', size: 'M', stock: 3, price: 1500 },
        { sku: 'FROM-NV-S', color: 'Navy', size: 'S', stock: 0, price: 900 },
        { sku: 'FROM-WH-M', color: 'White', size: 'M', stock: 2 },
      ])
    ).json().data;
    const alike = (
      await create([
        { sku: 'SAME-NV-M', color: 'Navy', size: 'M', stock: 3 },
        { sku: 'SAME-WH-M', color: 'White', size: 'M', stock: 2, price: 1200 },
      ])
    ).json().data;
    const plain = (await create('', { remainingProducts: '6' })).json().data;
    const cards = async () => {
      const listed = await call(t, 'GET', `/api/products?category=${categoryId}&limit=100`);
      expect(listed.statusCode, listed.body).toBe(200);
      const data = listed.json().data.data as Record<string, unknown>[];
      return (id: string) => data.find((card) => card._id === id)!;
    };
    const card = await cards();
    // The product's discount (10%) applies to each variant: 900 sells at 810; the spec's fields are as before.
    expect(card(differing._id)).toMatchObject({ priceFrom: 810, productPrice: 1080, productOriginalPrice: 1200 });
    expect(card(alike._id)).not.toHaveProperty('priceFrom');
    expect(card(plain._id)).not.toHaveProperty('priceFrom');

    // A change of the variants' prices is on the card at once.
    const evened = await update(differing._id, {
      variants: JSON.stringify([
        { sku: 'FROM-NV-M', color: 'Navy', size: 'M', stock: 3 },
        { sku: 'FROM-WH-M', color: 'White', size: 'M', stock: 2 },
      ]),
    });
    expect(evened.statusCode, evened.body).toBe(200);
    expect((await cards())(differing._id)).not.toHaveProperty('priceFrom');
    const cheaper = await update(alike._id, {
      variants: JSON.stringify([
        { sku: 'SAME-NV-M', color: 'Navy', size: 'M', stock: 3, price: 1500 },
        { sku: 'SAME-WH-M', color: 'White', size: 'M', stock: 2, price: 1000 },
      ]),
    });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect((await cards())(alike._id)).toMatchObject({ priceFrom: 900 });
    // Variants all dearer than the product's own price: the card says so, not the product's price.
    const dearer = await update(alike._id, {
      variants: JSON.stringify([
        { sku: 'SAME-NV-M', color: 'Navy', size: 'M', stock: 3, price: 1500 },
        { sku: 'SAME-WH-M', color: 'White', size: 'M', stock: 2, price: 1500 },
      ]),
    });
    expect(dearer.statusCode, dearer.body).toBe(200);
    expect((await cards())(alike._id)).toMatchObject({ priceFrom: 1350, productPrice: 1080 });
  });

  it('answers its messages in Bangla to a Bangla request', async () => {
    const first = panjabiVariants();
    await create(first);
    const { payload, headers } = multipart(
      {
        name: 'Copy',
        originalPrice: '100',
        category: categoryId,
        remainingProducts: '0',
        variants: JSON.stringify([{ sku: first[1]!.sku, color: 'Red', size: '', stock: 1 }]),
      },
      [{ field: 'productImages', bytes: await photo() }],
    );
    const refused = await call(t, 'POST', '/api/products', payload, {
      token: admin.accessToken,
      headers: { ...headers, 'accept-language': 'bn' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/[\u0980-\u09FF]/);
  });
});

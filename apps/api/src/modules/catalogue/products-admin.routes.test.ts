import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema.ts';
import { call, type SignedIn } from '../../test/accounts.ts';
import { type FormFile, NOT_AN_IMAGE, photo, sendForm, signedInAs, tooLargePhoto } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addSubCategory, addSubSubCategory } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder } from '../../test/orders.ts';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let otherOwner: SignedIn;
let customer: SignedIn;
let categoryId: string;
let subCategoryId: string;
let subSubCategoryId: string;
let otherCategoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, otherOwner, customer] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'owner'),
    signedInAs(t, 'owner'),
    signedInAs(t, 'user'),
  ]);
  const category = await addCategory(t.db, 'Clothing');
  const sub = await addSubCategory(t.db, category.id, 'Men');
  const subSub = await addSubSubCategory(t.db, category.id, sub.id, 'Panjabi');
  categoryId = category.id;
  subCategoryId = sub.id;
  subSubCategoryId = subSub.id;
  otherCategoryId = (await addCategory(t.db, 'Kitchen')).id;
});
afterAll(() => t.close());

const images = async (n = 1): Promise<FormFile[]> =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      field: 'productImages',
      bytes: await photo(64 + i, 64, false, `#${(0x204080 + i * 0x101010).toString(16)}`),
    })),
  );

function createFields(overrides: Record<string, string | string[]> = {}) {
  return {
    name: 'Cotton Panjabi',
    originalPrice: '1250',
    discount: '10',
    description: 'Soft cotton for Eid.',
    quantity: '1 piece',
    category: categoryId,
    remainingProducts: '12',
    colors: '["Red","White"]',
    sizes: ['M', 'L'],
    ...overrides,
  };
}

async function createProduct(token: string, overrides: Record<string, string | string[]> = {}, imageCount = 1) {
  const response = await sendForm(t, 'POST', '/api/products', createFields(overrides), await images(imageCount), token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    _id: string;
    productImages: string[];
    productName: string;
    productPrice: number;
  };
}

const update = async (
  id: string,
  fields: Record<string, string | string[]>,
  files: FormFile[] = [],
  token = admin.accessToken,
) => sendForm(t, 'PUT', `/api/products/${id}`, fields, files, token);
const get = (url: string, token?: string) => call(t, 'GET', url, undefined, { token });
const key = (url: string) => url.replace('/api/media/', '');
const auditOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);

describe('who may manage products', () => {
  it('anonymous 401, customers 403, sellers their own only, admins every product', async () => {
    const ownersProduct = await createProduct(owner.accessToken);
    const spare = await createProduct(owner.accessToken);
    const files = await images();

    for (const [token, status] of [
      [undefined, 401],
      [customer.accessToken, 403],
    ] as const) {
      expect((await sendForm(t, 'POST', '/api/products', createFields(), files, token)).statusCode).toBe(status);
      expect(
        (await sendForm(t, 'PUT', `/api/products/${ownersProduct._id}`, { productName: 'Nope' }, [], token)).statusCode,
      ).toBe(status);
      expect((await call(t, 'DELETE', `/api/products/${spare._id}`, undefined, { token })).statusCode).toBe(status);
      expect((await get('/api/admin/products', token)).statusCode).toBe(status);
    }

    const theirs = await update(ownersProduct._id, { productName: 'Taken over' }, [], otherOwner.accessToken);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You can only change your own products');
    const deleteTheirs = await call(t, 'DELETE', `/api/products/${spare._id}`, undefined, {
      token: otherOwner.accessToken,
    });
    expect(deleteTheirs.statusCode).toBe(403);

    expect((await update(ownersProduct._id, { productName: 'Own edit' }, [], owner.accessToken)).statusCode).toBe(200);
    expect((await update(ownersProduct._id, { productName: 'Admin edit' })).statusCode).toBe(200);
    expect(
      (await call(t, 'DELETE', `/api/products/${spare._id}`, undefined, { token: owner.accessToken })).statusCode,
    ).toBe(200);
    const adminDelete = await call(t, 'DELETE', `/api/products/${ownersProduct._id}`, undefined, {
      token: admin.accessToken,
    });
    expect(adminDelete.statusCode).toBe(200);
  });

  it('lists a seller only their own products, an admin all of them', async () => {
    const mine = await createProduct(owner.accessToken, { name: 'Seller one item' });
    const theirs = await createProduct(otherOwner.accessToken, { name: 'Seller two item' });
    const idsFor = async (token: string) =>
      (await get('/api/admin/products?limit=100', token)).json().data.data.map((p: { _id: string }) => p._id);
    const ownerIds = await idsFor(owner.accessToken);
    expect(ownerIds).toContain(mine._id);
    expect(ownerIds).not.toContain(theirs._id);
    const adminIds = await idsFor(admin.accessToken);
    expect(adminIds).toEqual(expect.arrayContaining([mine._id, theirs._id]));
  });
});

describe('GET /products/owner/{ownerId}', () => {
  const ownerList = (ownerId: string, token?: string, query = '') =>
    get(`/api/products/owner/${ownerId}${query}`, token);

  it("answers a seller's products with the listing's query parameters and shape", async () => {
    const panjabi = await createProduct(owner.accessToken, { name: 'Owner list panjabi', discount: '15' });
    const lungi = await createProduct(owner.accessToken, { name: 'Owner list lungi', discount: '0' });
    const other = await createProduct(otherOwner.accessToken, { name: 'Owner list other' });
    const response = await ownerList(owner.id, owner.accessToken, '?limit=100');
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list).toMatchObject({ success: true, page: 1, pages: 1 });
    const ids = list.data.map((p: { _id: string }) => p._id);
    expect(ids).toEqual(expect.arrayContaining([panjabi._id, lungi._id]));
    expect(ids).not.toContain(other._id);
    expect(list.total).toBe(ids.length);
    expect(list.data[0]).toMatchObject({ OwnerId: { _id: owner.id }, reviews: [] });
    const offers = (await ownerList(owner.id, owner.accessToken, '?popularProducts=offer&limit=100')).json().data.data;
    expect(offers.map((p: { _id: string }) => p._id)).toContain(panjabi._id);
    expect(offers.map((p: { _id: string }) => p._id)).not.toContain(lungi._id);
    const paged = (await ownerList(owner.id, owner.accessToken, '?limit=1&page=2')).json().data;
    expect(paged).toMatchObject({ count: 1, page: 2, pages: list.total });
    const adminsView = (await ownerList(owner.id, admin.accessToken, '?limit=100')).json().data;
    expect(adminsView.total).toBe(list.total);
  });

  it('is for that seller and admins: 401 without a token, 403 for anyone else, before the query is read', async () => {
    expect((await ownerList(owner.id)).statusCode).toBe(401);
    expect((await ownerList(owner.id, undefined, '?limit=abc')).statusCode).toBe(401);
    for (const token of [otherOwner.accessToken, customer.accessToken]) {
      const refused = await ownerList(owner.id, token, '?limit=abc');
      expect(refused.statusCode).toBe(403);
    }
    expect((await ownerList(owner.id, otherOwner.accessToken)).json().message).toBe(
      'You can only list your own products',
    );
    // A customer asking for their own id is still not a seller.
    expect((await ownerList(customer.id, customer.accessToken)).statusCode).toBe(403);
    const malformed = await ownerList(owner.id, owner.accessToken, '?limit=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('limit must be a whole number');
    expect((await ownerList('not-an-id', admin.accessToken)).json().message).toBe('Invalid id');
  });
});

describe('creating a product', () => {
  it('stores every field, prices it on the server and takes the owner from the signed-in seller', async () => {
    expect((await get('/api/products?limit=50')).statusCode).toBe(200); // primes the cache
    const response = await sendForm(
      t,
      'POST',
      '/api/products',
      createFields({
        originalPrice: '999',
        discount: '15',
        productDetails: ['100% cotton', 'Hand embroidered'],
        searchTags: '["eid","punjabi"]',
        subCategory: subCategoryId,
        subSubCategory: subSubCategoryId,
        faqs: JSON.stringify([
          { question: 'Is it cotton?', answer: 'Yes, all of it.' },
          { question: 'Does it shrink?', answer: 'No.' },
        ]),
        video: 'https://youtu.be/dQw4w9WgXcQ',
        OwnerName: 'Somebody Else',
      }),
      [
        { field: 'productImages', bytes: await photo(2400, 1200, true) },
        { field: 'productImages', bytes: await photo(300, 300) },
      ],
      owner.accessToken,
    );
    expect(response.statusCode).toBe(201);
    const product = response.json().data;
    expect(product).toMatchObject({
      productName: 'Cotton Panjabi',
      productOriginalPrice: 999,
      productDiscount: 15,
      productPrice: 849,
      remainingProducts: 12,
      quantity: '1 piece',
      productColors: ['Red', 'White'],
      productSizes: ['M', 'L'],
      productDetails: ['100% cotton', 'Hand embroidered'],
      searchTags: ['eid', 'punjabi'],
      faqs: [
        { question: 'Is it cotton?', answer: 'Yes, all of it.' },
        { question: 'Does it shrink?', answer: 'No.' },
      ],
      video: 'https://youtu.be/dQw4w9WgXcQ',
      productCategory: { _id: categoryId, categoryName: 'Clothing' },
      productSubCategory: { _id: subCategoryId, subCategoryName: 'Men' },
      productSubSubCategory: { _id: subSubCategoryId, subSubCategoryName: 'Panjabi' },
      OwnerId: { _id: owner.id, name: 'Test Shopper' },
      OwnerName: 'Test Shopper',
    });
    expect(product.productImages).toHaveLength(2);
    const meta = await sharp((await t.storage.get(key(product.productImages[0])))!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const listed = (await get('/api/products?limit=50')).json().data.data;
    expect(listed.map((p: { _id: string }) => p._id)).toContain(product._id);
    const [entry] = await auditOf(product._id);
    expect(entry).toMatchObject({ actorId: owner.id, action: 'create', entity: 'product', before: null });
    expect(entry?.after).toMatchObject({ productName: 'Cotton Panjabi', productPrice: 849, OwnerId: owner.id });
  });

  it('lets an admin name a seller as the owner, but not a customer; a seller may not name anyone else', async () => {
    const assigned = await createProduct(admin.accessToken, { OwnerId: otherOwner.id });
    expect(assigned).toMatchObject({ OwnerId: { _id: otherOwner.id }, OwnerName: 'Test Shopper' });
    const ownProduct = await createProduct(admin.accessToken);
    expect(ownProduct).toMatchObject({ OwnerId: { _id: admin.id } });

    const toCustomer = await sendForm(
      t,
      'POST',
      '/api/products',
      createFields({ OwnerId: customer.id }),
      await images(),
      admin.accessToken,
    );
    expect(toCustomer.statusCode).toBe(400);
    expect(toCustomer.json().message).toBe('The owner must be a seller (owner) or an admin account');
    const bySeller = await sendForm(
      t,
      'POST',
      '/api/products',
      createFields({ OwnerId: otherOwner.id }),
      await images(),
      owner.accessToken,
    );
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().message).toBe('Only an admin can choose the owner of a product');
  });

  it.each([
    ['Product name is required', { name: ' ' }],
    ['Original price must be more than 0', { originalPrice: '0' }],
    ['Discount must be at most 100', { discount: '120' }],
    ['Stock (remainingProducts) must be at least 0', { remainingProducts: '-3' }],
    ['faqs must be a JSON array of {question, answer}', { faqs: 'not json' }],
    ['sizes must be a JSON array of text', { sizes: '["M",' }],
    ['The chosen category does not exist', { category: '3f1c7a52-1111-4111-8111-111111111111' }],
  ])('answers 400 "%s" to %j', async (message, overrides) => {
    const response = await sendForm(
      t,
      'POST',
      '/api/products',
      createFields(overrides),
      await images(),
      admin.accessToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('names every invalid field, so the form can show each message beside its field', async () => {
    const response = await sendForm(
      t,
      'POST',
      '/api/products',
      createFields({ name: '', originalPrice: 'free', remainingProducts: '' }),
      await images(),
      admin.accessToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Product name is required',
      errors: [
        { path: 'name', message: 'Product name is required' },
        { path: 'originalPrice', message: 'Original price must be a number' },
        { path: 'remainingProducts', message: 'Stock (remainingProducts) is required' },
      ],
    });
  });

  it('refuses a subcategory of another category and a sub-subcategory of another subcategory', async () => {
    const wrongSub = await sendForm(
      t,
      'POST',
      '/api/products',
      createFields({ category: otherCategoryId, subCategory: subCategoryId }),
      await images(),
      admin.accessToken,
    );
    expect(wrongSub.json().message).toBe('The subcategory does not belong to the chosen category');
    const noSub = await sendForm(
      t,
      'POST',
      '/api/products',
      createFields({ subSubCategory: subSubCategoryId }),
      await images(),
      admin.accessToken,
    );
    expect(noSub.statusCode).toBe(400);
    expect(noSub.json().message).toBe('The sub-subcategory does not belong to the chosen subcategory');
  });

  it('needs 1 to 8 images, each a real image of at most 5 MB', async () => {
    const send = (files: FormFile[]) => sendForm(t, 'POST', '/api/products', createFields(), files, admin.accessToken);
    const none = await send([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please add at least one product image.');
    const nine = await send(await images(9));
    expect(nine.statusCode).toBe(400);
    expect(nine.json().message).toBe('A product can have at most 8 images.');
    const fake = await send([{ field: 'productImages', bytes: NOT_AN_IMAGE, name: 'shirt.png', type: 'image/png' }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).');
    const huge = await send([{ field: 'productImages', bytes: await tooLargePhoto() }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The image is larger than 5 MB. Please choose a smaller one.');
    expect((await createProduct(admin.accessToken, {}, 8)).productImages).toHaveLength(8);
  });
});

describe('updating a product', () => {
  it('changes only the fields sent, and the product page shows it at once', async () => {
    const product = await createProduct(admin.accessToken, {
      faqs: '[{"question":"Q","answer":"A"}]',
      subCategory: subCategoryId,
    });
    const before = (await get(`/api/products/${product._id}`)).json().data; // primes the cache
    const response = await update(product._id, { productName: 'Renamed Panjabi', remainingProducts: '3' });
    expect(response.statusCode).toBe(200);
    const after = (await get(`/api/products/${product._id}`)).json().data;
    expect(after).toEqual({
      ...before,
      productName: 'Renamed Panjabi',
      remainingProducts: 3,
    });
    const entries = await auditOf(product._id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      before: { productName: 'Cotton Panjabi', remainingProducts: 12 },
      after: { productName: 'Renamed Panjabi', remainingProducts: 3 },
    });
  });

  it('recomputes the selling price from a new discount or original price; a sent price is ignored', async () => {
    const product = await createProduct(admin.accessToken);
    expect(product.productPrice).toBe(1125);
    const discounted = await update(product._id, { productDiscount: '20', productPrice: '1' });
    expect(discounted.json().data).toMatchObject({
      productOriginalPrice: 1250,
      productDiscount: 20,
      productPrice: 1000,
    });
    const repriced = await update(product._id, { productOriginalPrice: '2000' });
    expect(repriced.json().data).toMatchObject({ productOriginalPrice: 2000, productDiscount: 20, productPrice: 1600 });
  });

  it('replaces lists and FAQs sent, repeated or as JSON, and clears the sub-subcategory with a blank', async () => {
    const product = await createProduct(admin.accessToken, {
      subCategory: subCategoryId,
      subSubCategory: subSubCategoryId,
    });
    const response = await update(product._id, {
      productColors: ['Blue', 'Green'],
      productSizes: '["XL"]',
      searchTags: 'summer',
      faqs: ['{"question":"Q1","answer":"A1"}', '{"question":"Q2","answer":"A2"}'],
      productSubSubCategory: '',
    });
    expect(response.json().data).toMatchObject({
      productColors: ['Blue', 'Green'],
      productSizes: ['XL'],
      searchTags: ['summer'],
      faqs: [
        { question: 'Q1', answer: 'A1' },
        { question: 'Q2', answer: 'A2' },
      ],
      productSubCategory: { _id: subCategoryId },
      productSubSubCategory: null,
    });
  });

  it("splits comma-separated lists, as the spec's admin client sends them, on create and update", async () => {
    const created = await createProduct(admin.accessToken, {
      colors: 'Red, Navy',
      sizes: 'M,L,XL',
      searchTags: 'panjabi,eid',
      productDetails: '100% cotton, Hand stitched',
    });
    expect(created).toMatchObject({
      productColors: ['Red', 'Navy'],
      productSizes: ['M', 'L', 'XL'],
      searchTags: ['panjabi', 'eid'],
      productDetails: ['100% cotton', 'Hand stitched'],
    });
    const updated = await update(created._id, { productColors: 'Black,White', productDetails: 'Dry clean only' });
    expect(updated.json().data).toMatchObject({
      productColors: ['Black', 'White'],
      productSizes: ['M', 'L', 'XL'],
      productDetails: ['Dry clean only'],
    });
  });

  it('keeps the images listed in keepImages, in that order, appends new files and deletes the dropped file', async () => {
    const product = await createProduct(admin.accessToken, {}, 3);
    const [first, second, third] = product.productImages as [string, string, string];
    const response = await update(product._id, { keepImages: JSON.stringify([third, first]) }, await images(1));
    expect(response.statusCode).toBe(200);
    const now: string[] = response.json().data.productImages;
    expect(now).toHaveLength(3);
    expect(now.slice(0, 2)).toEqual([third, first]);
    expect(now[2]).not.toBe(second);
    expect(await t.storage.get(key(second))).toBeNull();
    expect(await t.storage.get(key(first))).not.toBeNull();
    expect(await t.storage.get(key(now[2]!))).not.toBeNull();
  });

  it('replaces every image when only files are sent, and leaves images alone when neither is sent', async () => {
    const product = await createProduct(admin.accessToken, {}, 2);
    const untouched = await update(product._id, { productName: 'Same pictures' });
    expect(untouched.json().data.productImages).toEqual(product.productImages);
    const replaced = await update(product._id, {}, await images(1));
    const now: string[] = replaced.json().data.productImages;
    expect(now).toHaveLength(1);
    expect(product.productImages).not.toContain(now[0]);
    for (const old of product.productImages) expect(await t.storage.get(key(old))).toBeNull();
  });

  it('refuses to keep an image that is not the product’s, to end with no image or more than 8', async () => {
    const product = await createProduct(admin.accessToken, {}, 2);
    const other = await createProduct(admin.accessToken);
    const foreign = await update(product._id, { keepImages: JSON.stringify(other.productImages) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("keepImages may only list the product's current images");
    const none = await update(product._id, { keepImages: '[]' });
    expect(none.json().message).toBe('Please add at least one product image.');
    const tooMany = await update(product._id, { keepImages: JSON.stringify(product.productImages) }, await images(7));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A product can have at most 8 images.');
    // The refused uploads were removed again; the product's own pictures are still there.
    const current = (await get(`/api/products/${product._id}`)).json().data.productImages;
    expect(current).toEqual(product.productImages);
  });

  it('keeps a replaced picture that an order still shows', async () => {
    const product = await createProduct(admin.accessToken, { colors: '["Red"]', sizes: '["M"]' });
    const shopper = await signedInAs(t, 'user');
    const placed = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [
        { product: { id: product._id, name: product.productName, pricePoisha: product.productPrice * 100 } },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await update(product._id, {}, await images(1));
    expect(await t.storage.get(key(product.productImages[0]!))).not.toBeNull();
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await update('3f1c7a52-1111-4111-8111-111111111111', { productName: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
    expect((await update('not-an-id', { productName: 'Ghost' })).statusCode).toBe(400);
  });
});

describe('deleting a product', () => {
  it('removes it from its page and the listing at once, audited, with its pictures', async () => {
    const product = await createProduct(owner.accessToken, {}, 2);
    expect((await get(`/api/products/${product._id}`)).statusCode).toBe(200); // primes the cache
    const deleted = await call(t, 'DELETE', `/api/products/${product._id}`, undefined, { token: owner.accessToken });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/products/${product._id}`)).statusCode).toBe(404);
    for (const url of product.productImages) expect(await t.storage.get(key(url))).toBeNull();
    const entries = await auditOf(product._id);
    expect(entries.at(-1)).toMatchObject({
      actorId: owner.id,
      action: 'delete',
      before: { productName: 'Cotton Panjabi' },
      after: null,
    });
  });
});

describe('the admin product list', () => {
  it('searches, filters by category and low stock, sorts and pages', async () => {
    const cheap = await createProduct(admin.accessToken, {
      name: 'Zebra print mug',
      category: otherCategoryId,
      originalPrice: '150',
      discount: '0',
      remainingProducts: '2',
    });
    const dear = await createProduct(admin.accessToken, {
      name: 'Zebra steel pot',
      category: otherCategoryId,
      originalPrice: '3000',
      discount: '0',
      remainingProducts: '40',
    });
    const list = async (query: string) => {
      const response = await get(`/api/admin/products?${query}`, admin.accessToken);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const byPrice = await list(`category=${otherCategoryId}&sort=price&dir=asc`);
    expect(byPrice.data.map((p: { _id: string }) => p._id)).toEqual([cheap._id, dear._id]);
    expect(byPrice.data[0]).toMatchObject({
      categoryName: 'Kitchen',
      subCategoryId: null,
      subSubCategoryId: null,
      productPrice: 150,
    });
    expect((await list('search=zebra%20steel')).data.map((p: { _id: string }) => p._id)).toEqual([dear._id]);
    const low = await list(`category=${otherCategoryId}&lowStock=true`);
    expect(low.data.map((p: { _id: string }) => p._id)).toEqual([cheap._id]);
    const paged = await list(`category=${otherCategoryId}&limit=1&page=2&sort=name`);
    expect(paged).toMatchObject({ count: 1, total: 2, page: 2, pages: 2 });
    expect(paged.data[0]._id).toBe(dear._id);

    const tooMany = await get('/api/admin/products?limit=101', admin.accessToken);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit must be at most 100');
  });
});

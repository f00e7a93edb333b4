import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  addCategory,
  addProduct,
  addReview,
  addSubCategory,
  addSubSubCategory,
  addUser,
} from '../../test/catalogue-fixtures.ts';

let testApp: TestApp;
const ids: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2026, 9, n));

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;

  const men = await addCategory(db, "Men's Fashion", 1);
  const grocery = await addCategory(db, 'Groceries', 2);
  await addCategory(db, 'Books', 3);
  const panjabi = await addSubCategory(db, men.id, 'Panjabi');
  const tshirts = await addSubCategory(db, men.id, 'T-Shirts');
  const eid = await addSubSubCategory(db, men.id, panjabi.id, 'Eid Collection');
  const seller = await addUser(db, 'Karim Traders', 'owner');
  Object.assign(ids, {
    men: men.id,
    grocery: grocery.id,
    panjabi: panjabi.id,
    tshirts: tshirts.id,
    eid: eid.id,
    seller: seller.id,
  });

  const punjabi = await addProduct(db, {
    name: 'Cotton Punjabi Eid Special',
    categoryId: men.id,
    subcategoryId: panjabi.id,
    subSubcategoryId: eid.id,
    priceTaka: 2500,
    discount: 20,
    sales: 40,
    rating: 4.5,
    tags: ['punjabi', 'eid'],
    createdAt: day(1),
    ownerId: seller.id,
    images: ['/api/media/p/1.webp', '/api/media/p/2.webp'],
    faqs: [{ question: 'Is it cotton?', answer: 'Yes, 100% cotton.' }],
  });
  const tee = await addProduct(db, {
    name: 'Graphic T-Shirt',
    categoryId: men.id,
    subcategoryId: tshirts.id,
    priceTaka: 450,
    sales: 120,
    rating: 3.9,
    tags: ['t-shirt', 'tee'],
    createdAt: day(5),
  });
  const rice = await addProduct(db, {
    name: 'Chinigura Aromatic Rice 5 kg',
    categoryId: grocery.id,
    priceTaka: 780,
    discount: 5,
    sales: 300,
    rating: 4.8,
    remaining: 0,
    tags: ['rice', 'chinigura'],
    description: 'Fragrant short grain rice from Dinajpur.',
    createdAt: day(3),
  });
  for (let i = 0; i < 12; i++) {
    await addProduct(db, {
      name: `Mustard Oil ${i + 1} L`,
      categoryId: grocery.id,
      priceTaka: 200 + i * 10,
      createdAt: day(10 + i),
    });
  }
  Object.assign(ids, { punjabi: punjabi.id, tee: tee.id, rice: rice.id });

  const rahim = await addUser(db, 'Rahim Uddin');
  await addReview(db, punjabi.id, rahim.id, 5, 'Beautiful stitching, fits well.');
  ids.rahim = rahim.id;
});

afterAll(async () => {
  await testApp?.close();
});

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('categories', () => {
  it('lists categories in shop order with the spec field names', async () => {
    const { status, body } = await get('/api/categories');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      "Men's Fashion",
      'Groceries',
      'Books',
    ]);
    expect(body.data[0]).toEqual({
      _id: ids.men,
      categoryName: "Men's Fashion",
      categoryNameBn: null,
      categoryImage: "/api/media/categories/Men's Fashion.webp",
    });
  });

  it('answers category names, one category, 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/categories/get-names')).body.data).toEqual(["Men's Fashion", 'Groceries', 'Books']);
    expect((await get(`/api/categories/${ids.grocery}`)).body.data.categoryName).toBe('Groceries');
    const missing = await get(`/api/categories/${randomUUID()}`);
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: 'Category not found' } });
    const malformed = await get('/api/categories/not-an-id');
    expect(malformed).toMatchObject({ status: 400, body: { success: false, message: 'Invalid id' } });
  });

  it('lists subcategories of a category and sub-subcategories of a subcategory', async () => {
    const subs = await get(`/api/subcategories?categoryId=${ids.men}`);
    expect(subs.body.data.map((s: { subCategoryName: string }) => s.subCategoryName)).toEqual(['Panjabi', 'T-Shirts']);
    expect(subs.body.data[0].categoryId).toBe(ids.men);
    expect((await get(`/api/subcategories?categoryId=${ids.grocery}`)).body.data).toEqual([]);
    expect((await get(`/api/subcategories/${ids.tshirts}`)).body.data.subCategoryName).toBe('T-Shirts');
    const subSubs = await get(`/api/subsubcategories?subCategoryId=${ids.panjabi}`);
    expect(subSubs.body.data).toEqual([
      {
        _id: ids.eid,
        subSubCategoryName: 'Eid Collection',
        subSubCategoryNameBn: null,
        subSubCategoryImage: null,
        categoryId: ids.men,
        subCategoryId: ids.panjabi,
      },
    ]);
    expect((await get(`/api/subsubcategories/${ids.eid}`)).status).toBe(200);
    expect((await get(`/api/subsubcategories/${randomUUID()}`)).status).toBe(404);
    expect((await get('/api/subcategories?categoryId=abc')).status).toBe(400);
  });
});

describe('GET /products', () => {
  const names = (body: { data: { data: { productName: string }[] } }) => body.data.data.map((p) => p.productName);

  it('answers the list envelope with count, total, page and pages, newest first, 10 a page', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ success: true, count: 10, total: 15, page: 1, pages: 2 });
    expect(names(body)[0]).toBe('Mustard Oil 12 L');
    const second = await get('/api/products?page=2');
    expect(second.body.data).toMatchObject({ count: 5, page: 2, pages: 2 });
    expect(names(second.body).at(-1)).toBe('Cotton Punjabi Eid Special');
  });

  it('answers the total of a filter first asked on a page past its end, and on its pages after', async () => {
    // The total comes with the page's rows; a page without rows counts on its own.
    const past = await get('/api/products?minPrice=100&maxPrice=1000&page=50');
    expect(past.body.data).toMatchObject({ count: 0, total: 14, page: 50, pages: 2 });
    const first = await get('/api/products?minPrice=100&maxPrice=1000');
    expect(first.body.data).toMatchObject({ count: 10, total: 14, pages: 2 });
    const other = await get('/api/products?minPrice=100&maxPrice=400&page=2&limit=5');
    expect(other.body.data).toMatchObject({ count: 5, total: 12, pages: 3 });
  });

  it('returns every product for limit 0', async () => {
    const { body } = await get('/api/products?limit=0');
    expect(body.data).toMatchObject({ count: 15, total: 15, page: 1, pages: 1 });
  });

  it('computes productPrice from the original price and discount and shows owner and category', async () => {
    const { body } = await get(`/api/products?subSubCategory=${ids.eid}`);
    expect(body.data.data).toHaveLength(1);
    expect(body.data.data[0]).toMatchObject({
      productPrice: 2000,
      productOriginalPrice: 2500,
      productDiscount: 20,
      productImages: ['/api/media/p/1.webp', '/api/media/p/2.webp'],
      productCategory: { _id: ids.men, categoryName: "Men's Fashion" },
      productSubCategory: { _id: ids.panjabi, subCategoryName: 'Panjabi' },
      OwnerId: { _id: ids.seller, name: 'Karim Traders' },
      OwnerName: 'Karim Traders',
    });
  });

  it("carries each product's reviews as slim entries (reviewer id, date, stars), as its page has them", async () => {
    const { body } = await get('/api/products?limit=0');
    const listed = (name: string) => body.data.data.find((p: { productName: string }) => p.productName === name);
    const [review] = (await get(`/api/products/${ids.punjabi}`)).body.data.reviews;
    expect(listed('Cotton Punjabi Eid Special').reviews).toEqual([{ userId: ids.rahim, date: review.date, stars: 5 }]);
    expect(listed('Graphic T-Shirt').reviews).toEqual([]);
  });

  it("marks the products of the offer list (a discount) with popularProducts 'offer', the others with null", async () => {
    const offers = (await get('/api/products?popularProducts=offer')).body.data.data;
    expect(
      offers.map((p: { productName: string; popularProducts: string }) => [p.productName, p.popularProducts]),
    ).toEqual([
      ['Cotton Punjabi Eid Special', 'offer'],
      ['Chinigura Aromatic Rice 5 kg', 'offer'],
    ]);
    const all = (await get('/api/products?limit=0')).body.data.data as {
      productDiscount: number;
      popularProducts: unknown;
    }[];
    expect(all.filter((p) => p.productDiscount === 0).map((p) => p.popularProducts)).toEqual(Array(13).fill(null));
    expect((await get(`/api/products/${ids.rice}`)).body.data.popularProducts).toBe('offer');
  });

  it('filters by category id or name, subcategory, price range and minimum discount', async () => {
    expect((await get(`/api/products?category=${ids.men}`)).body.data.total).toBe(2);
    expect((await get('/api/products?category=groceries')).body.data.total).toBe(13);
    expect(names((await get(`/api/products?category=${ids.men}&subCategory=T-Shirts`)).body)).toEqual([
      'Graphic T-Shirt',
    ]);
    expect(names((await get('/api/products?minPrice=700&maxPrice=2000&limit=0')).body).sort()).toEqual([
      'Chinigura Aromatic Rice 5 kg',
      'Cotton Punjabi Eid Special',
    ]);
    expect(names((await get('/api/products?discount=10')).body)).toEqual(['Cotton Punjabi Eid Special']);
  });

  it('matches nothing for a category name that does not exist', async () => {
    expect((await get('/api/products?category=Furniture')).body.data).toMatchObject({
      total: 0,
      count: 0,
      pages: 1,
      data: [],
    });
  });

  it('sorts by rating and by sales, and lists offers by discount', async () => {
    expect(names((await get('/api/products?sortBy=rating&limit=3')).body)).toEqual([
      'Chinigura Aromatic Rice 5 kg',
      'Cotton Punjabi Eid Special',
      'Graphic T-Shirt',
    ]);
    expect(names((await get('/api/products?sortBy=sales&limit=2')).body)).toEqual([
      'Chinigura Aromatic Rice 5 kg',
      'Graphic T-Shirt',
    ]);
    expect(names((await get('/api/products?popularProducts=offer&limit=0')).body)).toEqual([
      'Cotton Punjabi Eid Special',
      'Chinigura Aromatic Rice 5 kg',
    ]);
  });

  it('lists products in stock before sold-out ones when asked (inStockFirst), each part in the order asked', async () => {
    expect(names((await get('/api/products?sortBy=sales&limit=2&inStockFirst=true')).body)).toEqual([
      'Graphic T-Shirt',
      'Cotton Punjabi Eid Special',
    ]);
    expect(names((await get('/api/products?popularProducts=offer&limit=5&inStockFirst=true')).body)).toEqual([
      'Cotton Punjabi Eid Special',
      'Chinigura Aromatic Rice 5 kg',
    ]);
    // 14 of the 15 are in stock: the third page of 7 starts past them.
    const last = await get('/api/products?sortBy=sales&limit=7&page=3&inStockFirst=true');
    expect(names(last.body)).toEqual(['Chinigura Aromatic Rice 5 kg']);
    expect(last.body.data).toMatchObject({ total: 15, pages: 3 });
  });

  it('finds products by name, tag or description words', async () => {
    expect(names((await get('/api/products?search=rice')).body)[0]).toBe('Chinigura Aromatic Rice 5 kg');
    expect(names((await get('/api/products?search=Dinajpur')).body)).toEqual(['Chinigura Aromatic Rice 5 kg']);
    expect(names((await get('/api/products?search=eid')).body)).toEqual(['Cotton Punjabi Eid Special']);
  });

  it("still finds a product through a typo ('tshrt', 'panjabi' for 'punjabi')", async () => {
    expect(names((await get('/api/products?search=tshrt')).body)).toContain('Graphic T-Shirt');
    expect(names((await get('/api/products?search=panjabi')).body)).toContain('Cotton Punjabi Eid Special');
    expect(names((await get('/api/products?search=chinigra')).body)).toContain('Chinigura Aromatic Rice 5 kg');
  });

  it('excludes one product (related products)', async () => {
    const { body } = await get(`/api/products?category=${ids.men}&exclude=${ids.tee}&limit=8`);
    expect(names(body)).toEqual(['Cotton Punjabi Eid Special']);
  });

  it.each([
    ['page=abc', 'page must be a whole number'],
    ['page=0', 'page must be at least 1'],
    ['limit=-5', 'limit must be a whole number'],
    ['limit=1000', 'limit must be at most 100'],
    ['sortBy=cheapest', 'sortBy must be one of newest, rating, sales'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
    ['minPrice=-1', 'minPrice must be a non-negative amount'],
    ['minPrice=900&maxPrice=100', 'minPrice must not exceed maxPrice'],
    ['discount=101', 'discount must be at most 100'],
    ['popularProducts=best', "popularProducts must be 'offer'"],
    ['exclude=12', 'Invalid id'],
    ['inStockFirst=yes', 'inStockFirst must be true or false'],
  ])('answers 400 for %s with "%s"', async (query, message) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it('treats search text as data, never as SQL', async () => {
    const { status, body } = await get(`/api/products?search=${encodeURIComponent("'); DROP TABLE products; --")}`);
    expect(status).toBe(200);
    expect(body.data.total).toBe(0);
    expect((await get('/api/products')).body.data.total).toBe(15);
  });
});

describe('GET /products/{id}', () => {
  it('answers the product with reviews (reviewer name and photo), FAQs and owner', async () => {
    const { status, body } = await get(`/api/products/${ids.punjabi}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: ids.punjabi,
      productName: 'Cotton Punjabi Eid Special',
      productDescription: 'Cotton Punjabi Eid Special for everyday use.',
      productDetails: ['100% cotton'],
      productColors: ['Red', 'Navy'],
      productSizes: ['M', 'L'],
      searchTags: ['punjabi', 'eid'],
      faqs: [{ question: 'Is it cotton?', answer: 'Yes, 100% cotton.' }],
      video: null,
      OwnerName: 'Karim Traders',
    });
    expect(body.data.reviews).toHaveLength(1);
    expect(body.data.reviews[0]).toMatchObject({
      // No photo: the default avatar, which the API serves.
      userId: { name: 'Rahim Uddin', profileImg: '/api/avatars/default.svg' },
      stars: 5,
      text: 'Beautiful stitching, fits well.',
    });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect(await get(`/api/products/${randomUUID()}`)).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect((await get('/api/products/1234')).status).toBe(400);
  });
});

describe('GET /products/categories-with-products', () => {
  it('groups the newest products under each category that has any', async () => {
    const { body } = await get('/api/products/categories-with-products');
    expect(body.data.map((c: { categoryName: string }) => c.categoryName)).toEqual(["Men's Fashion", 'Groceries']);
    expect(body.data[1].productCount).toBe(13);
    expect(body.data[1].products).toHaveLength(8);
    expect(body.data[1].products[0].productName).toBe('Mustard Oil 12 L');
  });
});

describe('shop settings', () => {
  it('answers the delivery fees in taka', async () => {
    expect((await get('/api/shipping-fee/get')).body.data).toEqual({
      shippingFee: 60,
      shippingFeeOutside: 120,
      shippingFeeInternational: null,
    });
  });
  it('answers no banners and no logo on an empty shop', async () => {
    expect((await get('/api/banner')).body.data).toEqual([]);
    expect((await get('/api/logo')).body.data).toBeNull();
  });
  it('answers an unknown API path with a JSON 404', async () => {
    expect(await get('/api/nope')).toMatchObject({ status: 404, body: { success: false } });
  });
});

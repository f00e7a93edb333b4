import { gunzipSync } from 'node:zlib';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { categories, products, shopSettings } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { addCategory, addProduct } from '../test/catalogue-fixtures.ts';
import { ResponseCache } from './response-cache.ts';

const TTL_MS = 5_000;
let clock = Date.UTC(2026, 10, 1);
let testApp: TestApp;
let cache: ResponseCache;
const ids: Record<string, string> = {};

beforeAll(async () => {
  cache = new ResponseCache({ ttlMs: TTL_MS, maxEntries: 100, maxBytes: 1024 * 1024, now: () => clock });
  testApp = await createTestApp({ responseCache: cache });
  const { db } = testApp;
  const fashion = await addCategory(db, 'Fashion', 1);
  const tee = await addProduct(db, { name: 'Graphic T-Shirt', categoryId: fashion.id, priceTaka: 450 });
  const panjabi = await addProduct(db, { name: 'Cotton Panjabi', categoryId: fashion.id, priceTaka: 2500 });
  Object.assign(ids, { fashion: fashion.id, tee: tee.id, panjabi: panjabi.id });
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(() => {
  cache.invalidate();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, cache: response.headers['x-cache'], body: response.body, response };
}

/** Changes a product behind the API's back, as another process or a later admin write would. */
async function rename(id: string, name: string) {
  await testApp.db.update(products).set({ name }).where(eq(products.id, id));
}

describe('response cache of the public catalogue', () => {
  it('serves the same answer from memory until the catalogue is invalidated', async () => {
    await rename(ids.tee!, 'Graphic T-Shirt');
    const first = await get('/api/products');
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(first.body).toContain('Graphic T-Shirt');

    await rename(ids.tee!, 'Renamed T-Shirt');
    const second = await get('/api/products');
    expect(second).toMatchObject({ status: 200, cache: 'hit', body: first.body });
    expect(second.response.headers['content-type']).toBe(first.response.headers['content-type']);

    testApp.app.responseCache.invalidate('/api/products');
    const fresh = await get('/api/products');
    expect(fresh.cache).toBe('miss');
    expect(fresh.body).toContain('Renamed T-Shirt');
    expect(fresh.body).not.toContain('Graphic T-Shirt');
  });

  it('invalidates by path prefix: one product, and not the other routes', async () => {
    await get(`/api/products/${ids.tee}`);
    await get(`/api/products/${ids.panjabi}`);
    await get('/api/banner');
    testApp.app.responseCache.invalidate(`/api/products/${ids.tee}`);
    expect((await get(`/api/products/${ids.tee}`)).cache).toBe('miss');
    expect((await get(`/api/products/${ids.panjabi}`)).cache).toBe('hit');
    expect((await get('/api/banner')).cache).toBe('hit');
  });

  it('makes listing totals fresh too when invalidated', async () => {
    const before = JSON.parse((await get(`/api/products?category=${ids.fashion}`)).body).data.total;
    await addProduct(testApp.db, { name: 'Linen Shirt', categoryId: ids.fashion! });
    testApp.app.responseCache.invalidate();
    const after = JSON.parse((await get(`/api/products?category=${ids.fashion}`)).body).data;
    expect(after.total).toBe(before + 1);
    expect(after.data.map((p: { productName: string }) => p.productName)).toContain('Linen Shirt');
  });

  it('shows a renamed category once invalidated, and a new category without waiting', async () => {
    await get('/api/products');
    await testApp.db.update(categories).set({ name: 'Clothing' }).where(eq(categories.id, ids.fashion!));
    testApp.app.responseCache.invalidate();
    const renamed = JSON.parse((await get('/api/products')).body).data.data;
    expect(renamed[0].productCategory).toEqual({ _id: ids.fashion, categoryName: 'Clothing' });

    // Created behind this process's back (another process): its name is looked up on first sight.
    const toys = await addCategory(testApp.db, 'Toys');
    const kite = await addProduct(testApp.db, { name: 'Paper Kite', categoryId: toys.id });
    const detail = JSON.parse((await get(`/api/products/${kite.id}`)).body).data;
    expect(detail.productCategory).toEqual({ _id: toys.id, categoryName: 'Toys' });
  });

  it('corrects typos against words added since, once invalidated', async () => {
    expect(JSON.parse((await get('/api/products?search=kurtaa')).body).data.total).toBe(0);
    await addProduct(testApp.db, { name: 'Silk Kurta', categoryId: ids.fashion! });
    testApp.app.responseCache.invalidate();
    const found = JSON.parse((await get('/api/products?search=kurtaa')).body).data;
    expect(found.data.map((p: { productName: string }) => p.productName)).toEqual(['Silk Kurta']);
  });

  it('answers fresh once the time to live has passed', async () => {
    await testApp.db.update(shopSettings).set({ shopName: 'Dokan' }).where(eq(shopSettings.id, 1));
    expect(JSON.parse((await get('/api/settings')).body).data.shopName).toBe('Dokan');
    await testApp.db.update(shopSettings).set({ shopName: 'Dokan BD' }).where(eq(shopSettings.id, 1));

    clock += TTL_MS - 1;
    const stale = await get('/api/settings');
    expect(stale.cache).toBe('hit');
    expect(JSON.parse(stale.body).data.shopName).toBe('Dokan');

    clock += 1;
    const fresh = await get('/api/settings');
    expect(fresh.cache).toBe('miss');
    expect(JSON.parse(fresh.body).data.shopName).toBe('Dokan BD');
  });

  it('shares one entry between orderings of the same query and ignores unknown parameters', async () => {
    expect((await get('/api/products?sortBy=rating&page=1')).cache).toBe('miss');
    expect((await get('/api/products?page=1&sortBy=rating')).cache).toBe('hit');
    expect((await get('/api/products?page=01&sortBy=rating&utm_source=sms')).cache).toBe('hit');
    expect((await get('/api/products?page=1&sortBy=sales')).cache).toBe('miss');
  });

  it('keeps an answer per language, so a Bangla page is never answered with the English one', async () => {
    expect((await get('/api/categories')).cache).toBe('miss');
    expect((await get('/api/categories', { 'accept-language': 'en-GB,en;q=0.9' })).cache).toBe('hit');
    expect((await get('/api/categories', { cookie: 'lang=bn' })).cache).toBe('miss');
    expect((await get('/api/categories', { 'accept-language': 'bn-BD,bn;q=0.9' })).cache).toBe('hit');
    expect((await get('/api/categories', { cookie: 'lang=en', 'accept-language': 'bn' })).cache).toBe('hit');
    testApp.app.responseCache.invalidate('/api/categories');
    expect((await get('/api/categories', { cookie: 'lang=bn' })).cache).toBe('miss');
  });

  it('answers requests with an Authorization header the same as anonymous ones', async () => {
    const anonymous = await get('/api/categories');
    const signedIn = await get('/api/categories', { authorization: 'Bearer some-token' });
    expect(signedIn).toMatchObject({ status: 200, cache: 'hit', body: anonymous.body });
  });

  it('compresses a cached answer for clients that accept gzip', async () => {
    const plain = await get('/api/products?limit=50');
    const gzipped = await get('/api/products?limit=50', { 'accept-encoding': 'gzip' });
    expect(gzipped.cache).toBe('hit');
    expect(gzipped.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.response.rawPayload).toString()).toBe(plain.body);
  });

  it('never keeps errors', async () => {
    const unknown = '/api/products/00000000-0000-4000-8000-000000000000';
    expect((await get(unknown)).status).toBe(404);
    expect((await get(unknown)).cache).toBe('miss');
    expect((await get('/api/products?sortBy=cheapest')).status).toBe(400);
    expect(cache.size.entries).toBe(0);
  });
});

describe('response cache memory bound', () => {
  let bounded: TestApp;
  let small: ResponseCache;
  const productIds: string[] = [];

  beforeAll(async () => {
    small = new ResponseCache({ ttlMs: TTL_MS, maxEntries: 3, maxBytes: 6_000, maxEntryBytes: 3_000 });
    bounded = await createTestApp({ responseCache: small });
    const category = await addCategory(bounded.db, 'Groceries');
    for (let i = 0; i < 6; i++) {
      productIds.push((await addProduct(bounded.db, { name: `Mustard Oil ${i + 1} L`, categoryId: category.id })).id);
    }
  });

  afterAll(async () => {
    await bounded?.close();
  });

  const get = async (url: string) => (await bounded.app.inject({ method: 'GET', url })).headers['x-cache'];

  it('keeps at most its number of entries, dropping the least recently used', async () => {
    for (const id of productIds.slice(0, 3)) expect(await get(`/api/products/${id}`)).toBe('miss');
    expect(await get(`/api/products/${productIds[0]}`)).toBe('hit'); // now the most recent
    expect(await get(`/api/products/${productIds[3]}`)).toBe('miss'); // pushes out productIds[1]
    expect(small.size.entries).toBe(3);
    expect(await get(`/api/products/${productIds[0]}`)).toBe('hit');
    expect(await get(`/api/products/${productIds[1]}`)).toBe('miss');
  });

  it('keeps at most its number of bytes and never a body above the per-entry limit', async () => {
    small.invalidate();
    for (const id of productIds) await get(`/api/products/${id}`);
    expect(small.size.bytes).toBeLessThanOrEqual(6_000);
    expect(small.size.entries).toBeGreaterThan(0);

    const all = await bounded.app.inject({ method: 'GET', url: '/api/products?limit=0' });
    expect(Buffer.byteLength(all.body)).toBeGreaterThan(3_000);
    expect(await get('/api/products?limit=0')).toBe('miss');
    expect(small.size.bytes).toBeLessThanOrEqual(6_000);
  });
});

describe('ResponseCache', () => {
  it('does not keep an answer computed before an invalidation', () => {
    const plain = new ResponseCache({ ttlMs: TTL_MS });
    const generation = plain.generation;
    plain.invalidate('/api/products');
    expect(plain.set('/api/products', '{}', 'application/json', generation)).toBe(false);
    expect(plain.set('/api/products', '{}', 'application/json')).toBe(true);
    expect(plain.get('/api/products')?.body).toBe('{}');
  });

  it("keeps an answer computed before an invalidation that does not reach it (another product's stock)", () => {
    const plain = new ResponseCache({ ttlMs: TTL_MS });
    const generation = plain.generation;
    plain.invalidate('/api/products/a');
    expect(plain.set('/api/products?page=2', '{}', 'application/json', generation)).toBe(true);
    expect(plain.set('/api/products/b', '{}', 'application/json', generation)).toBe(true);
    expect(plain.set('/api/products/a#bn', '{}', 'application/json', generation)).toBe(false);
    plain.invalidate();
    expect(plain.set('/api/products/b', '{}', 'application/json', generation)).toBe(false);
  });

  it('does not keep an answer computed before more invalidations than it remembers', () => {
    const plain = new ResponseCache({ ttlMs: TTL_MS });
    const generation = plain.generation;
    for (let i = 0; i < 100; i++) plain.invalidate(`/api/products/${i}`);
    expect(plain.set('/api/categories', '{}', 'application/json', generation)).toBe(false);
    expect(plain.set('/api/categories', '{}', 'application/json', plain.generation - 1)).toBe(true);
  });

  it('keeps an expired answer for stale-if-error until that window ends or an invalidation drops it', () => {
    let now = 0;
    const stale = new ResponseCache({ ttlMs: 1_000, staleIfErrorMs: 10_000, now: () => now });
    stale.set('/api/banner', '{"a":1}', 'application/json');
    stale.set('/api/logo', '{"b":1}', 'application/json');
    now = 5_000;
    expect(stale.get('/api/banner')).toBeUndefined();
    expect(stale.stale('/api/banner')?.body).toBe('{"a":1}');
    stale.invalidate('/api/logo');
    expect(stale.stale('/api/logo')).toBeUndefined();
    now = 11_000;
    expect(stale.stale('/api/banner')).toBeUndefined();
  });

  it('is off with a time to live of 0', async () => {
    const off = await createTestApp({ responseCache: new ResponseCache({ ttlMs: 0 }) });
    try {
      const category = await addCategory(off.db, 'Books');
      const first = await off.app.inject({ method: 'GET', url: '/api/categories' });
      await addCategory(off.db, 'Toys');
      const second = await off.app.inject({ method: 'GET', url: '/api/categories' });
      expect(first.headers['x-cache']).toBeUndefined();
      expect(second.json().data.map((c: { _id: string }) => c._id)).toContain(category.id);
      expect(second.json().data).toHaveLength(2);
    } finally {
      await off.close();
    }
  });
});

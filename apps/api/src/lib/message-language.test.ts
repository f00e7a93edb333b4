import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { addCategory } from '../test/catalogue-fixtures.ts';
import { personMessages } from '../test/person-messages.ts';
import { banglaOf, MACHINE_MESSAGES } from './bangla-messages.ts';
import { ResponseCache } from './response-cache.ts';

const BENGALI = /[\u0980-\u09FF]/;

describe('every message a person may read', () => {
  const found = personMessages();

  it('is found in the source, refusals, validation rules and success messages alike', () => {
    const texts = found.map((m) => m.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Product not found',
        'Only {} items available in stock',
        'Password must be at most {} characters',
        'Order placed successfully!',
      ]),
    );
    expect(texts.length).toBeGreaterThan(250);
  });

  it('has its Bangla', () => {
    const missing = found
      .filter((m) => !MACHINE_MESSAGES.has(m.text))
      .filter((m) => {
        let n = 0;
        const sample = m.text.replaceAll('{}', () => `v${++n}`);
        return !BENGALI.test(banglaOf(sample) ?? '');
      })
      .map((m) => `${m.text}  (${m.where})`);
    expect(missing).toEqual([]);
  });
});

describe('banglaOf', () => {
  it('puts the inserted values in their place, the most specific template first', () => {
    expect(banglaOf('Only 3 items available in stock')).toBe('স্টকে মাত্র 3টি আছে');
    expect(banglaOf('search must be at most 100 characters')).toBe('খোঁজার লেখা সর্বোচ্চ ১০০ অক্ষরের হতে পারে');
    expect(banglaOf('limit must be at most 100')).toBe('limit সর্বোচ্চ 100 হতে পারে');
    expect(banglaOf('"Shirts" is still used by 3 products and 1 subcategory. Move or delete them first.')).toBe(
      '"Shirts" এখনো 3টি পণ্য এবং 1টি সাবক্যাটাগরি ব্যবহার করছে। আগে সেগুলো সরান বা মুছুন।',
    );
    expect(banglaOf('Nothing we ever say')).toBeUndefined();
  });
});

describe('answers in the request language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ responseCache: new ResponseCache({ ttlMs: 60_000 }) });
    await addCategory(t.db, 'Panjabi');
  });
  afterAll(() => t.close());

  const missingProduct = `/api/products/${randomUUID()}`;

  it("keeps the spec's English for an English request", async () => {
    const response = await call(t, 'GET', missingProduct);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Product not found' });
  });

  it('answers a Bangla request (the lang cookie, or Accept-Language) in Bangla, with the same status', async () => {
    for (const options of [
      { cookies: { lang: 'bn' } },
      { headers: { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' } },
    ]) {
      const response = await call(t, 'GET', missingProduct, undefined, options);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'পণ্যটি পাওয়া যায়নি' });
    }
  });

  it('puts each invalid field of a form in Bangla', async () => {
    const response = await call(t, 'GET', '/api/products?page=10001', undefined, { cookies: { lang: 'bn' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'page সর্বোচ্চ 10000 হতে পারে',
      errors: [{ path: 'page', message: 'page সর্বোচ্চ 10000 হতে পারে' }],
    });
  });

  it('keeps cached answers apart by language', async () => {
    const url = '/api/categories';
    const english = await call(t, 'GET', url);
    const bangla = await call(t, 'GET', url, undefined, { cookies: { lang: 'bn' } });
    const englishAgain = await call(t, 'GET', url);
    expect(english.json().message).toBe('Categories retrieved successfully');
    expect(bangla.json().message).toBe('ক্যাটাগরিগুলো পাওয়া গেছে');
    expect(englishAgain.json().message).toBe('Categories retrieved successfully');
    expect(bangla.json().data).toEqual(english.json().data);
  });
});

/**
 * What shoppers type or paste (decision 069): a product's whole name finds it first; model
 * numbers, sizes and storage figures find their products; matches of the words as typed come
 * before matches only through spelling help or transliteration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, type SignedIn } from '../../test/accounts.ts';
import { photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
let admin: SignedIn;
let categoryId: string;
const ids: Record<string, string> = {};

async function create(name: string, nameBn?: string) {
  const response = await sendForm(
    t,
    'POST',
    '/api/products',
    { name, ...(nameBn && { nameBn }), originalPrice: '1500', category: categoryId, remainingProducts: '5' },
    [{ field: 'productImages', bytes: await photo() }],
    admin.accessToken,
  );
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = response.json().data._id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  categoryId = (await addCategory(t.db, 'Everything')).id;
  await create('Xiaomi Smartphone (6/128 GB)');
  await create('Xiaomi Smartphone (8/256 GB) Ultra Edition');
  await create('Xiaomi Smartphone Cover');
  await create('Samsung 32GB Memory Card');
  await create('Cotton T-Shirt XL');
  await create('Bata Leather Shoe 42');
  await create('Richman Cotton Panjabi', 'রিচম্যান সুতি পাঞ্জাবি');
  await create('Katan Wedding Panjabi', 'কাতান বিয়ের পাঞ্জাবি');
  await create('Panjeree SSC Math Solution', 'পাঞ্জেরী এসএসসি গণিত সমাধান');
});

afterAll(() => t.close());

async function found(search: string): Promise<string[]> {
  const response = await call(t, 'GET', `/api/products?search=${encodeURIComponent(search)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.data.map((product: { productName: string }) => product.productName);
}

describe('searching what shoppers type', () => {
  it('finds a product first by its whole name, pasted', async () => {
    expect((await found('Xiaomi Smartphone (6/128 GB)'))[0]).toBe('Xiaomi Smartphone (6/128 GB)');
    expect((await found('Xiaomi Smartphone (8/256 GB) Ultra Edition'))[0]).toBe(
      'Xiaomi Smartphone (8/256 GB) Ultra Edition',
    );
  });

  it('finds model numbers, sizes and storage as typed', async () => {
    expect(await found('6/128')).toEqual(['Xiaomi Smartphone (6/128 GB)']);
    expect(await found('32GB')).toEqual(['Samsung 32GB Memory Card']);
    expect(await found('xl')).toEqual(['Cotton T-Shirt XL']);
    expect(await found('shoe 42')).toEqual(['Bata Leather Shoe 42']);
  });

  it('lists matches of the word itself before those through spelling help', async () => {
    const panjabis = await found('পাঞ্জাবি');
    expect(panjabis.slice(0, 2).sort()).toEqual(['Katan Wedding Panjabi', 'Richman Cotton Panjabi']);
    expect(panjabis.indexOf('Panjeree SSC Math Solution')).not.toBe(0);
    expect(panjabis.indexOf('Panjeree SSC Math Solution')).not.toBe(1);
  });
});

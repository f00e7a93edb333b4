import { gunzipSync } from 'node:zlib';

import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { VariantInput } from '@dokan/domain';

import { products } from '../../db/schema.ts';
import type { SignedIn } from '../../test/accounts.ts';
import { photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { feedProducts } from '../catalogue/catalogue.service.ts';
import { META_COLUMNS } from './feed-formats.ts';
import { createFeedsService } from './feeds.service.ts';

const ORIGIN = 'https://dokan.example';
/** Meta's and Google's price: taka with two decimals and the currency. */
const PRICE = /^\d+\.\d\d BDT$/;
/** A name with every character CSV and XML must escape, and one XML cannot carry at all (a bell). */
const TRICKY_NAME = 'Cotton Panjabi, "Eid" <Edition> & more';
const TRICKY_DESCRIPTION = 'Soft, breathable cotton.\nLine two with "quotes", <b>tags</b> & a bell\u0007 here';

let t: TestApp;
let admin: SignedIn;
const ids: Record<string, string> = {};
const variants: VariantInput[] = [
  { sku: 'PJ-NV-M', color: 'Navy', size: 'M', stock: 3 },
  { sku: 'PJ-NV-XL', color: 'Navy', size: 'XL', stock: 1, price: 1500 },
  { sku: 'PJ-WH-M', color: 'White', size: 'M', stock: 0 },
];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: `${ORIGIN}/` });
  admin = await signedInAs(t, 'admin');
  const category = await addCategory(t.db, 'Clothing');
  const tricky = await addProduct(t.db, {
    name: TRICKY_NAME,
    nameBn: 'সুতির পাঞ্জাবি',
    description: TRICKY_DESCRIPTION,
    categoryId: category.id,
    priceTaka: 1250,
    discount: 10,
    remaining: 5,
    colors: [],
    sizes: [],
  });
  const soldOut = await addProduct(t.db, {
    name: '-Humayun Ahmed Collection',
    categoryId: category.id,
    priceTaka: 899.5,
    remaining: 0,
    colors: [],
    sizes: [],
  });
  const noPicture = await addProduct(t.db, { name: 'No picture yet', categoryId: category.id, images: [] });
  // A product with variants, written as the admin writes it.
  const created = await sendForm(
    t,
    'POST',
    '/api/products',
    {
      name: 'Eid Panjabi',
      originalPrice: '1200',
      discount: '10',
      category: category.id,
      remainingProducts: '0',
      variants: JSON.stringify(variants),
    },
    [{ field: 'productImages', bytes: await photo() }],
    admin.accessToken,
  );
  expect(created.statusCode, created.body).toBe(201);
  Object.assign(ids, {
    tricky: tricky.id,
    soldOut: soldOut.id,
    noPicture: noPicture.id,
    variants: created.json().data._id,
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

type MetaRow = Record<(typeof META_COLUMNS)[number], string>;

async function metaFeed(query = ''): Promise<MetaRow[]> {
  const response = await get(`/feeds/meta.csv${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header] = parseCsv(response.body, { to_line: 1 }) as string[][];
  expect(header).toEqual([...META_COLUMNS]);
  return parseCsv(response.body, { columns: true }) as MetaRow[];
}

type GoogleItem = Record<string, string>;

async function googleFeed(query = ''): Promise<GoogleItem[]> {
  const response = await get(`/feeds/google.xml${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(response.body)).toBe(true);
  const xml = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'item',
  }).parse(response.body);
  expect(xml.rss['@_version']).toBe('2.0');
  expect(xml.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  expect(xml.rss.channel.link).toBe(`${ORIGIN}/`);
  return (xml.rss.channel.item ?? []) as GoogleItem[];
}

const byId = <T>(rows: T[], id: (row: T) => string) => new Map(rows.map((row) => [id(row), row]));

describe('GET /feeds/meta.csv', () => {
  it('lists every product with a picture in Meta’s columns, each required field filled and in the form Meta reads', async () => {
    const rows = await metaFeed();
    const found = byId(rows, (row) => row.id);
    expect([...found.keys()].sort()).toEqual([ids.tricky, ids.soldOut, ...variants.map((v) => v.sku)].sort());
    expect(found.has(ids.noPicture!)).toBe(false);
    for (const row of rows) {
      for (const field of [
        'id',
        'title',
        'description',
        'availability',
        'condition',
        'price',
        'link',
        'image_link',
        'brand',
      ] as const)
        expect(row[field], `${row.id} ${field}`).not.toBe('');
      expect(['in stock', 'out of stock']).toContain(row.availability);
      expect(row.condition).toBe('new');
      expect(row.price).toMatch(PRICE);
      if (row.sale_price) expect(row.sale_price).toMatch(PRICE);
      expect(row.link.startsWith(`${ORIGIN}/products/`)).toBe(true);
      expect(row.image_link).toMatch(new RegExp(`^${ORIGIN}/api/media/.+\\?w=1000&h=1000&f=auto$`));
    }
  });

  it('keeps commas, quotes, line breaks and a formula-like start as written; the discount makes the paid price sale_price', async () => {
    const found = byId(await metaFeed(), (row) => row.id);
    const tricky = found.get(ids.tricky!)!;
    expect(tricky.title).toBe(TRICKY_NAME);
    // One line of plain text: the line break and the bell become spaces.
    expect(tricky.description).toBe('Soft, breathable cotton. Line two with "quotes", <b>tags</b> & a bell here');
    expect(tricky).toMatchObject({ price: '1250.00 BDT', sale_price: '1125.00 BDT', availability: 'in stock' });
    expect(tricky.link).toBe(`${ORIGIN}/products/${ids.tricky}`);
    // The shop's own product: its brand is the shop.
    expect(tricky.brand).toBe('Dokan');
    const soldOut = found.get(ids.soldOut!)!;
    expect(soldOut).toMatchObject({
      title: '-Humayun Ahmed Collection',
      price: '899.50 BDT',
      sale_price: '',
      availability: 'out of stock',
      item_group_id: '',
    });
  });

  it('gives each variant a row of its own, grouped under its product, with its own price and stock', async () => {
    const rows = (await metaFeed()).filter((row) => row.item_group_id === ids.variants);
    expect(rows.map((row) => [row.id, row.color, row.size, row.price, row.sale_price, row.availability])).toEqual([
      ['PJ-NV-M', 'Navy', 'M', '1200.00 BDT', '1080.00 BDT', 'in stock'],
      ['PJ-NV-XL', 'Navy', 'XL', '1500.00 BDT', '1350.00 BDT', 'in stock'],
      ['PJ-WH-M', 'White', 'M', '1200.00 BDT', '1080.00 BDT', 'out of stock'],
    ]);
    expect(rows.map((row) => row.title)).toEqual([
      'Eid Panjabi (Navy, M)',
      'Eid Panjabi (Navy, XL)',
      'Eid Panjabi (White, M)',
    ]);
    expect(new Set(rows.map((row) => row.link))).toEqual(new Set([`${ORIGIN}/products/${ids.variants}`]));
  });

  it('is in Bangla at ?lang=bn, in English where the shop gave no Bangla; another language is a 400', async () => {
    const found = byId(await metaFeed('?lang=bn'), (row) => row.id);
    expect(found.get(ids.tricky!)!.title).toBe('সুতির পাঞ্জাবি');
    expect(found.get(ids.soldOut!)!.title).toBe('-Humayun Ahmed Collection');
    expect(found.get(ids.tricky!)!.price).toBe('1250.00 BDT');
    const wrong = await get('/feeds/meta.csv?lang=fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('lang must be en or bn');
  });
});

describe('GET /feeds/google.xml', () => {
  it('is well-formed RSS 2.0 with every required g: field of every product, in Google’s forms', async () => {
    const items = await googleFeed();
    const found = byId(items, (item) => item['g:id']!);
    expect([...found.keys()].sort()).toEqual([ids.tricky, ids.soldOut, ...variants.map((v) => v.sku)].sort());
    for (const item of items) {
      for (const field of [
        'id',
        'title',
        'description',
        'link',
        'image_link',
        'availability',
        'price',
        'brand',
        'condition',
      ])
        expect(item[`g:${field}`], `${item['g:id']} ${field}`).toBeTruthy();
      expect(['in_stock', 'out_of_stock']).toContain(item['g:availability']);
      expect(item['g:price']).toMatch(PRICE);
      if (item['g:sale_price']) expect(item['g:sale_price']).toMatch(PRICE);
      expect(item['g:link']!.startsWith(`${ORIGIN}/products/`)).toBe(true);
    }
    // Escaped characters come back as written.
    expect(found.get(ids.tricky!)).toMatchObject({
      'g:title': TRICKY_NAME,
      'g:price': '1250.00 BDT',
      'g:sale_price': '1125.00 BDT',
      'g:availability': 'in_stock',
    });
    expect(found.get(ids.tricky!)!['g:description']).toContain('<b>tags</b> & a bell here');
    expect(found.get(ids.soldOut!)!['g:availability']).toBe('out_of_stock');
    expect(found.get(ids.soldOut!)!['g:sale_price']).toBeUndefined();
  });

  it('groups the variants under their product with their colour and size', async () => {
    const grouped = (await googleFeed()).filter((item) => item['g:item_group_id'] === ids.variants);
    expect(
      grouped.map((item) => [item['g:id'], item['g:color'], item['g:size'], item['g:price'], item['g:availability']]),
    ).toEqual([
      ['PJ-NV-M', 'Navy', 'M', '1200.00 BDT', 'in_stock'],
      ['PJ-NV-XL', 'Navy', 'XL', '1500.00 BDT', 'in_stock'],
      ['PJ-WH-M', 'White', 'M', '1200.00 BDT', 'out_of_stock'],
    ]);
  });

  it('is in Bangla at ?lang=bn', async () => {
    const found = byId(await googleFeed('?lang=bn'), (item) => item['g:id']!);
    expect(found.get(ids.tricky!)!['g:title']).toBe('সুতির পাঞ্জাবি');
    expect(found.get(ids.soldOut!)!['g:title']).toBe('-Humayun Ahmed Collection');
  });

  it('is sent gzipped to a fetcher that takes gzip', async () => {
    const plain = await get('/feeds/google.xml');
    const zipped = await get('/feeds/google.xml', { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('kept fresh', () => {
  it('shows an admin’s price change at the next fetch', async () => {
    expect((await metaFeed()).find((row) => row.id === ids.tricky)!.price).toBe('1250.00 BDT');
    const updated = await sendForm(
      t,
      'PUT',
      `/api/products/${ids.tricky}`,
      { productOriginalPrice: '1300' },
      [],
      admin.accessToken,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const row = (await metaFeed()).find((r) => r.id === ids.tricky)!;
    expect(row).toMatchObject({ price: '1300.00 BDT', sale_price: '1170.00 BDT' });
  });

  it('is kept between fetches, and rebuilt when another process’s change arrives through the invalidation bus', async () => {
    const before = (await googleFeed()).find((item) => item['g:id'] === ids.soldOut)!;
    expect(before['g:availability']).toBe('out_of_stock');
    // Another process sells stock into the product: this one has not heard of it yet.
    await t.db.update(products).set({ remaining: 4 }).where(eq(products.id, ids.soldOut!));
    expect((await googleFeed()).find((item) => item['g:id'] === ids.soldOut)!['g:availability']).toBe('out_of_stock');
    // The bus delivers the other process's invalidation as if made here (decision 024).
    t.app.responseCache.invalidate(`/api/products/${ids.soldOut}`);
    expect((await googleFeed()).find((item) => item['g:id'] === ids.soldOut)!['g:availability']).toBe('in_stock');
  });
});

describe('a catalogue read a page at a time', () => {
  it('lists every product exactly once, whatever the page size', async () => {
    const feed = async (batchSize: number) => {
      const feeds = createFeedsService({
        products: feedProducts(t.db),
        publicUrl: ORIGIN,
        shopName: async () => 'Dokan',
        batchSize,
      });
      return gunzipSync(await feeds.gzipped('meta', 'en')).toString('utf8');
    };
    for (let i = 0; i < 5; i++)
      await addProduct(t.db, { name: `Lungi ${i}`, categoryId: (await addCategory(t.db, `C${i}`)).id });
    const whole = await feed(1_000);
    expect(await feed(2)).toBe(whole);
    const rows = parseCsv(whole, { columns: true }) as MetaRow[];
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    // Two products of their own, three variants, five lungis.
    expect(rows.length).toBe(2 + 3 + 5);
  });
});

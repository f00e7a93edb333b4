import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct, addSubCategory } from '../../test/catalogue-fixtures.ts';
import { sitemapPages } from '../catalogue/catalogue.service.ts';
import { createSeoService } from './seo.service.ts';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://dokan.example' });
  const men = await addCategory(t.db, "Men's Fashion", 1);
  const books = await addCategory(t.db, 'Books', 2);
  const panjabi = await addSubCategory(t.db, men.id, 'Panjabi');
  const products = await Promise.all(
    ['Cotton Panjabi', 'Silk Panjabi', 'Humayun Ahmed Collection'].map((name, i) =>
      addProduct(t.db, { name, categoryId: i < 2 ? men.id : books.id }),
    ),
  );
  Object.assign(ids, { men: men.id, books: books.id, panjabi: panjabi.id });
  products.forEach((product, i) => (ids[`p${i}`] = product.id));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of accounts, checkout and the API (pictures aside), and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/user', '/checkout', '/cart', '/wishlist'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /api/media/');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://dokan.example/sitemap.xml');
    // Asked again within seconds, it comes from the response cache, typed the same.
    const again = await get('/robots.txt');
    expect(again.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(again.body).toBe(response.body);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists Home, the listing, every category and subcategory listing and every product at the public address', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const origin = 'https://dokan.example';
    expect(locs(response.body)).toEqual([
      `${origin}/`,
      `${origin}/products`,
      `${origin}/products?category=${ids.men}`,
      `${origin}/products?category=${ids.men}&amp;subCategory=${ids.panjabi}`,
      `${origin}/products?category=${ids.books}`,
      ...[ids.p0, ids.p1, ids.p2].sort().map((id) => `${origin}/products/${id}`),
    ]);
    // When each page last changed, as a W3C date.
    expect(response.body).toMatch(
      new RegExp(`<loc>${origin}/products/${ids.p0}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    for (const file of ['products-9.xml', 'products-0.xml', 'secrets.xml', `${'x'.repeat(41)}.xml`]) {
      const response = await get(`/sitemaps/${file}`);
      expect(response.statusCode, file).toBe(404);
    }
  });
});

describe('a catalogue beyond what one sitemap file holds', () => {
  // The protocol's 50,000 a file, made 4 here so that a few products show the paging.
  const seo = () => createSeoService({ pages: sitemapPages(t.db), publicUrl: 'https://dokan.example/', maxUrls: 4 });

  it('makes /sitemap.xml an index of files: the listings in one, the products 4 a file', async () => {
    const index = await seo().sitemap();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      'https://dokan.example/sitemaps/listings.xml',
      'https://dokan.example/sitemaps/products-1.xml',
    ]);
    expect(locs((await seo().sitemapPart('listings.xml'))!)).toHaveLength(5);
    expect(locs((await seo().sitemapPart('products-1.xml'))!)).toHaveLength(3);
    expect(await seo().sitemapPart('products-2.xml')).toBeNull();
  });

  it('pages the products in id order, every product in exactly one file', async () => {
    for (let i = 0; i < 6; i++) await addProduct(t.db, { name: `Lungi ${i}`, categoryId: ids.men! });
    expect(locs(await seo().sitemap())).toHaveLength(4);
    const files = await Promise.all([1, 2, 3].map((page) => seo().sitemapPart(`products-${page}.xml`)));
    const products = files.flatMap((xml) => locs(xml!));
    expect(files.map((xml) => locs(xml!).length)).toEqual([4, 4, 1]);
    expect(new Set(products).size).toBe(9);
    expect(products).toEqual([...products].sort());
    // Served the same way over HTTP.
    expect((await get('/sitemaps/listings.xml')).statusCode).toBe(200);
  });
});

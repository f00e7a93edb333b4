/**
 * What Facebook, WhatsApp and Google see of the shop, read from the HTML as they read it (no script
 * runs): each product page's own title, Open Graph picture and Product facts with its price and
 * availability, a 404 for what does not exist, robots.txt and the sitemap. And what a shopper sees
 * of a sold-out product before opening it: 'Out of Stock' on its card.
 */
import { describe, expect, inject, it } from 'vitest';

import { displayPrice } from '@dokan/domain/pricing';

import { api, useBrowserPage } from '../support/browser.ts';
import { redPicture } from '../support/pictures.ts';
import { adminToken } from '../support/shop.ts';

interface ProductCard {
  _id: string;
  productName: string;
  productPrice: number;
  productOriginalPrice: number;
  productDiscount: number;
  remainingProducts: number;
}

const session = useBrowserPage();
const baseUrl = () => inject('baseUrl');

/** The page as a crawler gets it: status, and the HTML without any script run. */
async function fetchPage(path: string): Promise<{ status: number; html: string; head: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  const html = await response.text();
  return { status: response.status, html, head: html.slice(0, html.indexOf('</head>')) };
}

/** The content of a <meta> in `head`, by its name or property. */
function meta(head: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
  return tag?.[1]?.replaceAll('&amp;', '&');
}

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const taka = (amount: number) => `Tk ${amount.toLocaleString('en-US')}`;

/** A multipart call to the admin API. */
async function adminForm<T>(path: string, fields: Record<string, string>, files: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [field, name] of Object.entries(files)) {
    const picture = redPicture(name);
    body.append(field, new Blob([picture.buffer], { type: picture.mimeType }), picture.name);
  }
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  const answer = (await response.json()) as { message: string; data: T };
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

describe('what link previews and search engines read', () => {
  it('gives a product page its own title, Open Graph picture and Product facts with the price and availability, in the first HTML', async () => {
    const offers = (await api<{ data: ProductCard[] }>('/products?popularProducts=offer&inStockFirst=true&limit=1'))
      .data;
    const product = offers[0]!;
    const price = displayPrice(product);
    const { status, html, head } = await fetchPage(`/products/${product._id}`);
    expect(status).toBe(200);

    const name = product.productName.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    expect(head).toContain(`<title>${name}: ${taka(price)} | Dokan</title>`);
    expect(meta(head, 'og:title')).toBe(`${product.productName}: ${taka(price)} | Dokan`.replaceAll("'", '&#x27;'));
    expect(meta(head, 'description')).toMatch(new RegExp(`^${taka(price)} at Dokan, in stock`));
    // Canonical and shared addresses start with PUBLIC_URL (here the address the browser uses).
    expect(head).toContain(`<link rel="canonical" href="${baseUrl()}/products/${product._id}"/>`);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');

    // The picture at the size the previews draw, served to a crawler that takes any image.
    const image = meta(head, 'og:image')!;
    expect(image.startsWith(`${baseUrl()}/api/media/`)).toBe(true);
    const picture = await fetch(image, { headers: { accept: '*/*' } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    const [facts, trail] = structuredData(html);
    expect(facts).toMatchObject({
      '@type': 'Product',
      name: product.productName,
      offers: { '@type': 'Offer', price, priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
    });
    expect((facts!.image as string[])[0]).toMatch(new RegExp(`^${baseUrl()}/api/media/.*w=1000&h=1000`));
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('says a sold-out product is out of stock in its facts', async () => {
    const all = (await api<{ data: ProductCard[] }>('/products?limit=100')).data;
    const soldOut = all.find((product) => product.remainingProducts === 0)!;
    const { html, head } = await fetchPage(`/products/${soldOut._id}`);
    expect(meta(head, 'product:availability')).toBe('out of stock');
    expect(structuredData(html)[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('answers 404 with the page rendered for an unknown address and for a missing product', async () => {
    const unknown = await fetchPage('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Oops! Page Not Found');
    expect(meta(unknown.head, 'robots')).toBe('noindex, follow');

    const missing = await fetchPage('/products/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Product not found');
  });

  it('offers robots.txt and a sitemap of every product at the public address', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const { total } = await api<{ total: number }>('/products?limit=1');
    expect(sitemap.match(new RegExp(`<loc>${baseUrl()}/products/[0-9a-f-]{36}</loc>`, 'g'))).toHaveLength(total);
  });
});

describe('a sold-out product', () => {
  it("says 'Out of Stock' on its card on Home and in the listing, after the products in stock on Home", async () => {
    const stamp = Date.now();
    const category = await adminForm<{ _id: string }>(
      '/categories',
      { categoryName: `Seasonal ${stamp}` },
      { categoryImage: 'seasonal.png' },
    );
    const product = (name: string, stock: number) =>
      adminForm(
        '/products',
        { name, originalPrice: '450', category: category._id, remainingProducts: String(stock) },
        { productImages: `${stamp}.png` },
      );
    // The sold-out one is the newer, yet Home lists the one in stock first.
    await product(`Mango Pickle ${stamp}`, 5);
    await product(`Green Tea ${stamp}`, 0);

    const { page } = session;
    const card = (name: string) => page.locator('article').filter({ hasText: name });
    await page.goto(`/?category=${category._id}`);
    await card(`Green Tea ${stamp}`).waitFor();
    expect(await card(`Green Tea ${stamp}`).textContent()).toContain('Out of Stock');
    expect(await card(`Mango Pickle ${stamp}`).textContent()).not.toContain('Out of Stock');
    const newArrivals = await page.getByRole('tabpanel').locator('article h3').allTextContents();
    expect(newArrivals).toEqual([`Mango Pickle ${stamp}`, `Green Tea ${stamp}`]);

    await page.goto(`/products?category=${category._id}`);
    await card(`Green Tea ${stamp}`).waitFor();
    expect(await card(`Green Tea ${stamp}`).textContent()).toContain('Out of Stock');
  });
});

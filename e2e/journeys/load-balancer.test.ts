/**
 * The shop behind a real load balancer: two API processes on one PostgreSQL, Redis and S3 bucket,
 * HAProxy in front (e2e/support/cluster.ts). Pictures and sessions are the same on both, a price
 * changed through one is what the other serves and renders at once, what they have kept goes on
 * answering while the database is cut away, and a shopper's journey in Chromium survives one
 * process being killed halfway through.
 *
 * It needs PostgreSQL and Redis. Without DATABASE_URL and REDIS_URL (CI's PGlite pass) it uses the
 * machine's own at 127.0.0.1:5432 and :6379 when they answer, so every run on a full machine
 * covers it; where they are absent it is skipped, saying which is missing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatTaka } from '@dokan/domain';

import { DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { type Cluster, findServices, startCluster } from '../support/cluster.ts';
import { greenPicture } from '../support/pictures.ts';
import { checkOutCashOnDelivery, DEMO_ADMIN, myOrders, signIn } from '../support/shop.ts';

const SHOPPER = { email: 'rahim.uddin@example.com', password: 'dokan-shopper-demo', name: 'Rahim Uddin' };

interface ProductView {
  _id: string;
  productName: string;
  productPrice: number;
  productImages: string[];
  remainingProducts: number;
}

const services = await findServices();
if ('missing' in services) console.warn(`load balancer journey skipped: no ${services.missing}`);

let cluster: Cluster;
let browser: Browser;
let page: Page;
let product: ProductView;
let newPrice: number;

async function read<T>(base: string, path: string, token?: string): Promise<{ data: T; cache: string | null }> {
  const response = await fetch(`${base}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status, `${base}${path}`).toBe(200);
  return { data: ((await response.json()) as { data: T }).data, cache: response.headers.get('x-cache') };
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

describe.skipIf('missing' in services)('two processes behind HAProxy', () => {
  beforeAll(async () => {
    cluster = await startCluster(services as { databaseUrl: string; redisUrl: string });
    browser = await launchBrowser();
    ({ page } = await openPage(browser, DESKTOP, cluster.url));
    const list = await read<{ data: ProductView[] }>(cluster.url, '/products?limit=40&sortBy=sales');
    product = list.data.data.find((p) => p.remainingProducts >= 5)!;
    expect(product).toBeDefined();
  });

  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
  });

  it('serves the demo pictures and an uploaded one from either process, whichever wrote them', async () => {
    const [a, b] = cluster.processes;
    const token = await adminToken(a.url);
    const form = new FormData();
    form.set('bannerOffer', '15');
    const picture = greenPicture();
    form.set('bannerImage', new Blob([picture.buffer], { type: picture.mimeType }), picture.name);
    const uploaded = await fetch(`${a.url}/api/banner`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const banner = ((await uploaded.json()) as { data: { bannerImage: string } }).data;

    for (const url of [product.productImages[0]!, banner.bannerImage]) {
      for (const shop of cluster.processes) {
        const response = await fetch(`${shop.url}${url}?w=160&h=160&f=webp`);
        expect(response.status, `${shop.name}: ${url}`).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
      }
    }
    expect(b.child.process.exitCode).toBeNull();
  });

  it('a price changed through one process is what the other serves and renders, without waiting for its cache', async () => {
    const [a, b] = cluster.processes;
    await read(b.url, `/products/${product._id}`);
    expect((await read(b.url, `/products/${product._id}`)).cache).toBe('hit');
    newPrice = product.productPrice - 10;

    const form = new FormData();
    form.set('productOriginalPrice', String(newPrice));
    form.set('productDiscount', '0');
    const changed = await fetch(`${a.url}/api/products/${product._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await adminToken(a.url)}` },
      body: form,
    });
    expect(changed.status).toBe(200);
    const changedAt = Date.now();
    await expect
      .poll(async () => (await read<ProductView>(b.url, `/products/${product._id}`)).data.productPrice, {
        timeout: 5_000,
        interval: 20,
      })
      .toBe(newPrice);
    console.info(`process b served the new price ${Date.now() - changedAt} ms after process a answered the change`);
    const rendered = await (await fetch(`${b.url}/products/${product._id}`)).text();
    expect(rendered).toContain(formatTaka(newPrice));
  });

  it('with the database cut away, pages and answers it has kept go on, the rest is 503, and it comes back by itself', async () => {
    const [a] = cluster.processes;
    const page = `/products/${product._id}`;
    expect((await fetch(`${a.url}${page}`)).status).toBe(200);
    cluster.databaseLink.down();
    try {
      const rendered = await fetch(`${a.url}${page}`);
      expect(rendered.status).toBe(200);
      expect(await rendered.text()).toContain(formatTaka(newPrice));
      expect((await fetch(`${a.url}/api/products/${product._id}`)).status).toBe(200);
      const uncached = await fetch(`${a.url}/api/products?limit=3&sortBy=rating`);
      expect(uncached.status).toBe(503);
      expect(uncached.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await fetch(`${a.url}/api/ready`)).status).toBe(503);
      expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
    } finally {
      cluster.databaseLink.restore();
    }
    await expect.poll(async () => (await fetch(`${a.url}/api/ready`)).status, { timeout: 10_000 }).toBe(200);
    expect((await fetch(`${a.url}/api/products?limit=3&sortBy=rating`)).status).toBe(200);
  });

  it('browse -> cart -> cash on delivery through HAProxy, with one process killed -9 halfway', async () => {
    await page.goto('/login');
    await signIn(page, SHOPPER.email, SHOPPER.password);
    await page.getByRole('button', { name: `Account menu for ${SHOPPER.name}` }).waitFor();

    await page.goto('/products');
    await page.goto(`/products/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
    await page.getByText(formatTaka(newPrice)).first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();

    // One process dies without a word; the load balancer finds out and sends everything to the other.
    await cluster.processes[1].kill();

    await checkOutCashOnDelivery(page, product.productName);

    const [latest] = await myOrders(page);
    expect(latest).toMatchObject({ paymentMethod: 'cash', status: 'pending', deliveryFee: 60 });
    expect(latest!.items).toEqual([expect.objectContaining({ productId: product._id, quantity: 1 })]);
    expect(latest!.totalPrice).toBe(newPrice + 60);
  });
});

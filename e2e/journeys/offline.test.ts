/**
 * The shop on a network that comes and goes (docs/decisions/093): the offline worker keeps the pages a
 * shopper saw and serves them, whole, when the network is gone, in their language; a page never seen
 * gets the shop's offline page; a bar says so; the cart and a half-filled checkout stay, and checkout
 * sends nothing offline; logout leaves nothing private behind; a new build takes over at the next
 * navigation, never inside a page of the old one.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { api, launchBrowser, PHONE } from '../support/browser.ts';
import { JOURNEY_PHONE, logOut, newShopper, type Shopper, signInAs } from '../support/shop.ts';

const SHOTS = '/tmp/shots-offline';

interface ProductCard {
  _id: string;
  productName: string;
  remainingProducts: number;
}

let browser: Browser;
let products: ProductCard[];
let shopper: Shopper;
beforeAll(async () => {
  browser = await launchBrowser();
  const list = await api<{ data: ProductCard[] }>('/products?limit=40&sortBy=sales');
  products = list.data.filter((product) => product.remainingProducts >= 5);
  shopper = await newShopper('Offline Shopper', 'offline-shopper-1');
});
afterAll(async () => browser?.close());

/** A phone whose pages the offline worker may control (the other journeys block it). */
async function phone(language: 'en' | 'bn'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: inject('baseUrl'), serviceWorkers: 'allow' });
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
  return { context, page: await context.newPage() };
}

/** Waits until the worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The addresses (path and search, without the worker's kind) kept in the caches whose names start so. */
function kept(page: Page, cachePrefix: string): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        found.push(`${url.pathname}${url.search}`);
      }
    }
    return found;
  }, cachePrefix);
}

/** Pictures the page tried to show and could not: loaded, yet with no pixels. */
function brokenPictures(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (wanted) =>
      [...document.querySelectorAll(wanted)]
        .filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0)
        .map((image) => (image as HTMLImageElement).currentSrc),
    selector,
  );
}

const offlineBar = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('the shop offline', () => {
  it('serves the pages seen, the offline page for others, keeps the cart and a half-filled checkout, sends no order', async () => {
    const { context, page } = await phone('en');
    const [seen, unseen] = products;
    await signInAs(page, shopper);
    await controlled(page);

    // Seen: Home, a listing, a product page, each opened whole; and the wishlist, whose product goes to the cart.
    await page.goto('/');
    await page.goto('/products?sortBy=sales');
    await page.goto(`/products/${seen!._id}`);
    await page.getByRole('heading', { level: 1, name: seen!.productName }).waitFor();
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await page.getByText('Added to wishlist!').waitFor();
    await page.goto('/wishlist');
    await page
      .getByRole('article')
      .filter({ hasText: seen!.productName })
      .getByRole('button', { name: 'Move to Cart' })
      .click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    await expect
      .poll(() => kept(page, 'dokan-pages-'))
      .toEqual(
        expect.arrayContaining([
          '/?dokan-kind=en',
          '/products?sortBy=sales&dokan-kind=en',
          `/products/${seen!._id}?dokan-kind=en`,
        ]),
      );
    expect((await kept(page, 'dokan-private-')).some((url) => url.startsWith('/api/wishlist/get-wishlist/'))).toBe(
      true,
    );

    await context.setOffline(true);
    await offlineBar(page, 'You are offline').waitFor();
    // Each with the pictures it showed online: the first banner, the first cards, the product's own.
    for (const [path, shows, pictures] of [
      [
        '/',
        page.locator('section[aria-roledescription="carousel"]'),
        'section[aria-roledescription="carousel"] li:first-child img',
      ],
      ['/products?sortBy=sales', page.getByRole('article').first(), 'main article:nth-of-type(-n+2) img'],
      [`/products/${seen!._id}`, page.getByRole('heading', { level: 1, name: seen!.productName }), 'main img'],
    ] as const) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await shows.first().waitFor();
      await page.waitForLoadState('load');
      expect(await brokenPictures(page, pictures), path).toEqual([]);
      await offlineBar(page, 'You are offline').waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/product-offline-en-360.png` });

    // Never seen: the shop's offline page, in the shop's frame and the page's language.
    const never = await page.goto(`/products/${unseen!._id}`);
    expect(never!.status()).toBe(503);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await page.getByText('This page was not saved on your phone.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-page-en-360.png` });

    // The cart, from a page opened whole while offline; then checkout: the order needs the network.
    await page.goto('/cart');
    await page.getByText(seen!.productName).first().waitFor();
    const orders: string[] = [];
    page.on('request', (request) => request.url().includes('/api/order') && orders.push(request.url()));
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByLabel('Phone Number').fill(JOURNEY_PHONE);
    await page.getByLabel('Shipping Address').fill('House 12, Road 5');
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    expect(await placeOrder.isDisabled()).toBe(true);
    expect(await placeOrder.getAttribute('aria-describedby')).toBe('checkout-needs-network');
    await page.getByText('Placing an order needs the network.').waitFor();
    await page.getByLabel('Phone Number').press('Enter');
    await page.screenshot({ path: `${SHOTS}/checkout-offline-en-360.png`, fullPage: true });

    // Back online: the bar goes, and the checkout is as it was left, ready to place.
    await context.setOffline(false);
    await offlineBar(page, 'You are offline').waitFor({ state: 'detached' });
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);
    expect(await page.getByLabel('Shipping Address').inputValue()).toBe('House 12, Road 5');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe(JOURNEY_PHONE);
    expect(orders).toEqual([]);

    // Logout: the shopper's kept answers go, and offline the account's pages are not served.
    await logOut(page, shopper.name);
    await expect.poll(() => kept(page, 'dokan-private-')).toEqual([]);
    await context.setOffline(true);
    for (const path of ['/user/my-orders', '/user/profile', '/admin']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(503);
      await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
      expect(await page.getByRole('button', { name: `Account menu for ${shopper.name}` }).count()).toBe(0);
    }
    await context.close();
  });

  it('in Bangla: a page seen comes in Bangla, never in another language, and the offline page and bar speak Bangla', async () => {
    const { context, page } = await phone('bn');
    await page.goto('/');
    await controlled(page);
    // Home was opened before the worker was there: it keeps it once it is.
    await expect.poll(() => kept(page, 'dokan-pages-')).toContain('/?dokan-kind=bn');

    await context.setOffline(true);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    await offlineBar(page, 'আপনি অফলাইনে আছেন').waitFor();
    await page.waitForLoadState('load');
    // Its pictures too: the worker kept those the page had shown before it was there.
    expect(await brokenPictures(page, 'section[aria-roledescription="carousel"] li:first-child img')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/home-offline-bn-360.png` });

    const never = await page.goto('/products?sortBy=newest');
    expect(never!.status()).toBe(503);
    await page.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' }).waitFor();
    await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-page-bn-360.png` });

    // The shopper switches to English offline: the Bangla Home kept is not served as the English one.
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^ভাষা: / })
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await context.close();
  });

  it('hands over to a new build at the next navigation, with a whole page of it', async () => {
    // The shop behind a proxy that can start serving a changed worker script: a new release.
    let release: ((script: string) => string) | null = null;
    const proxy = await startProxy(inject('baseUrl'), (path, body) =>
      path === '/sw.js' && release ? release(body) : body,
    );
    const context = await browser.newContext({ viewport: PHONE, baseURL: proxy.url, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/');
    await controlled(page);
    const buildOf = async () =>
      (await page.evaluate(() => caches.keys()))
        .filter((name) => name.startsWith('dokan-shell-'))
        .map((name) => name.slice('dokan-shell-'.length));
    const [current] = await buildOf();
    expect(current).toMatch(/^[0-9a-f]{12}$/);
    const served = await page.request.get('/sw.js');
    expect(served.headers()['cache-control']).toBe('no-cache');
    expect(served.headers()['content-type']).toMatch(/javascript/);

    release = (script) => script.replaceAll(current!, 'feedc0ffee00');
    await page.evaluate(() => {
      (window as Window & { oldBuild?: boolean }).oldBuild = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found?.waiting?.state)))
      .toBe('installed');
    // It waits: the page in hand keeps its own build, and so does the worker answering it.
    expect(await page.evaluate(() => (window as Window & { oldBuild?: boolean }).oldBuild)).toBe(true);
    expect((await buildOf()).sort()).toEqual([current, 'feedc0ffee00'].sort());

    // The next navigation inside the app loads the next page whole, from the new build.
    const link = page.locator('main a[href^="/products/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as Window & { oldBuild?: boolean }).oldBuild)).toBeUndefined();
    // The new worker has taken over, or does once the old one is idle; the journey leaves the shop
    // and comes back, as a shopper does, and finds only the new build's caches.
    await page.close();
    const next = await context.newPage();
    await next.goto('/');
    await controlled(next);
    await expect
      .poll(async () => (await next.evaluate(() => caches.keys())).filter((name) => name.startsWith('dokan-shell-')))
      .toEqual(['dokan-shell-feedc0ffee00']);
    await context.close();
    await proxy.close();
  }, 120_000);
});

/** A plain HTTP proxy to the shop that may rewrite a text answer, by path. */
async function startProxy(target: string, rewrite: (path: string, body: string) => string) {
  const server = createServer((request, reply) => {
    void (async () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && // Whole answers only: a rewritten body cannot be told unchanged.
            !['host', 'accept-encoding', 'connection', 'if-none-match', 'if-modified-since'].includes(entry[0]),
        ),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const path = (request.url ?? '/').split('?')[0]!;
      const type = answer.headers.get('content-type') ?? '';
      const body = /javascript|text|json/.test(type)
        ? Buffer.from(rewrite(path, await answer.text()))
        : Buffer.from(await answer.arrayBuffer());
      const out = new Headers(answer.headers);
      for (const name of ['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie']) out.delete(name);
      reply.writeHead(answer.status, [
        ...[...out.entries()].flat(),
        ...answer.headers.getSetCookie().flatMap((cookie) => ['set-cookie', cookie]),
      ]);
      reply.end(body);
    })().catch(() => reply.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

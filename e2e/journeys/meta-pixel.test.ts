/**
 * Meta's pixel (decision 089) on a shop that set META_PIXEL_ID: loaded from Meta's address, allowed
 * by name in the Content-Security-Policy, it is told the shopper's way (PageView, ViewContent,
 * AddToCart, InitiateCheckout) and never the sale. Meta's script is answered here by a stand-in that
 * keeps the calls it is handed, as the real one takes them from its loader's queue. A shop without
 * the setting loads nothing of Meta's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { type LaptopShop, startLaptopShop } from '../support/laptop-shop.ts';
import { signIn } from '../support/shop.ts';

const PIXEL = '1234567890123';
const DEMO_SHOPPER = { email: 'rahim.uddin@example.com', password: 'dokan-shopper-demo' };
/** Takes over Meta's loader: every call, the queued ones first, is kept in `window.metaCalls`. */
const STAND_IN = `(() => {
  const fbq = window.fbq;
  window.metaCalls = [];
  fbq.callMethod = (...args) => window.metaCalls.push(JSON.parse(JSON.stringify(args)));
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
})();`;

let shop: LaptopShop;
let browser: Browser;
let page: Page;
const violations: string[] = [];
const metaRequests: string[] = [];

beforeAll(async () => {
  shop = await startLaptopShop({ META_PIXEL_ID: PIXEL, DEMO_SEED: 'true' });
  browser = await launchBrowser();
  ({ page } = await openPage(browser, PHONE, shop.url));
  await page.context().route('https://connect.facebook.net/**', (route) => {
    metaRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const calls = () => page.evaluate(() => (window as unknown as { metaCalls?: unknown[][] }).metaCalls ?? []);
const tracked = async (event: string) =>
  (await calls()).filter((call) => call[0] === 'track' && call[1] === event).map((call) => call[2]);

describe("Meta's pixel on a shop that set it up", () => {
  it("is told of the pages, a product viewed, its Add to Cart and the checkout opened, within the shop's policy", async () => {
    await page.goto('/login');
    await signIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expect.poll(calls).toContainEqual(['init', PIXEL]);
    expect(metaRequests).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);

    const { data } = (await (await fetch(`${shop.url}/api/products?limit=50&inStockFirst=true`)).json()) as {
      data: { data: { _id: string; productPrice: number; productColors: string[]; productSizes: string[] }[] };
    };
    const product = data.data.find((p) => !p.productColors.length && !p.productSizes.length)!;
    await page.goto(`/products/${product._id}`);
    await expect
      .poll(() => tracked('ViewContent'))
      .toEqual([{ content_ids: [product._id], content_type: 'product', value: product.productPrice, currency: 'BDT' }]);
    // A full page load is one page view.
    expect(await tracked('PageView')).toHaveLength(1);

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await expect
      .poll(() => tracked('AddToCart'))
      .toEqual([{ content_ids: [product._id], content_type: 'product', value: product.productPrice, currency: 'BDT' }]);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.waitForURL('**/checkout');
    await expect
      .poll(() => tracked('InitiateCheckout'))
      .toEqual([{ content_ids: [product._id], content_type: 'product', value: product.productPrice, currency: 'BDT' }]);
    // The sale is the server's to tell, once its money arrives.
    expect(await tracked('Purchase')).toEqual([]);
    expect(violations).toEqual([]);
  });
});

describe('a shop without a pixel', () => {
  it("loads nothing of Meta's", async () => {
    const { page: plain } = await openPage(browser, PHONE);
    const requested: string[] = [];
    plain.on('request', (request) => {
      if (/facebook/.test(request.url())) requested.push(request.url());
    });
    await plain.goto('/');
    await plain.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await plain.evaluate(() => 'fbq' in window)).toBe(false);
    const policy = (await fetch(new URL('/', plain.url()))).headers.get('content-security-policy');
    expect(policy).not.toContain('facebook');
    await plain.context().close();
  });
});

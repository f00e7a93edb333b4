/**
 * A shopper at checkout while the shop runs promotions (issue 38, decision 085), on a phone and on
 * a desktop, in English and in Bangla: the sale on the product and the free delivery are listed
 * with what each saves, the totals are the server's, and the order is placed at them.
 */
import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { api, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import {
  adminToken,
  callApi,
  fillDelivery,
  myOrders,
  newShopper,
  ORDER_PLACED,
  placeCashOrder,
} from '../support/shop.ts';

type Language = 'en' | 'bn';
interface ProductCard {
  _id: string;
  remainingProducts: number;
  productPrice: number;
  productColors?: string[];
  productSizes?: string[];
}

const WORDS = {
  en: {
    identifier: 'Email or Phone',
    password: 'Password',
    signIn: 'Sign in',
    buyNow: 'Buy Now',
    sale: /^Weekend sale: you save Tk [\d,]+ \(in the prices above\)$/,
    free: /^Free delivery \(Free delivery this weekend\): you save Tk 60$/,
  },
  bn: {
    identifier: 'ই-মেইল বা ফোন নম্বর',
    password: 'পাসওয়ার্ড',
    signIn: 'লগইন',
    buyNow: 'এখনই কিনুন',
    sale: /^উইকেন্ড সেল: আপনার সাশ্রয় .+ \(উপরের দামেই ধরা\)$/,
    free: /^ফ্রি ডেলিভারি \(এই সপ্তাহান্তে ফ্রি ডেলিভারি\): আপনার সাশ্রয় .+$/,
  },
};

/** Where a run leaves its screenshots to be looked at (not compared). */
const SHOTS = process.env.PROMOTION_SHOTS;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let product: ProductCard;
let token: string;
const promotions: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  const cards = (await api<{ data: ProductCard[] }>('/products?limit=40&sortBy=rating&inStockFirst=true')).data;
  // A product without options to choose, so that Buy Now goes straight to checkout.
  product = cards.find((p) => p.remainingProducts >= 5 && !p.productColors?.length && !p.productSizes?.length)!;
  expect(product, 'a product without colours or sizes in the demo catalogue').toBeTruthy();
  const hour = 3_600_000;
  const running = {
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + hour).toISOString(),
  };
  for (const body of [
    { name: 'Weekend sale', nameBn: 'উইকেন্ড সেল', kind: 'percent-off', percent: 20, productIds: [product._id] },
    { name: 'Free delivery this weekend', nameBn: 'এই সপ্তাহান্তে ফ্রি ডেলিভারি', kind: 'free-delivery' },
  ]) {
    promotions.push((await callApi<{ _id: string }>('POST', '/admin/promotions', { ...body, ...running }, token))._id);
  }
});
afterAll(async () => {
  // Ended, so that the journeys after this one see the shop's regular prices.
  for (const id of promotions) await callApi('DELETE', `/admin/promotions/${id}`, undefined, token);
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string, language: Language) {
  const words = WORDS[language];
  await page.goto('/login');
  await page.getByLabel(words.identifier).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe.each([
  ['en', PHONE],
  ['bn', PHONE],
  ['en', DESKTOP],
  ['bn', DESKTOP],
] as const)('checkout in %s at %o', (language, viewport) => {
  it("lists the sale's and the free delivery's savings and orders at the server's total", async () => {
    const words = WORDS[language];
    const shopper = await newShopper(`Promotion Buyer ${language}`, 'promotion-buyer-2026');
    const { context, page } = await openPage(browser, viewport);
    await context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
    await signIn(page, shopper.email, shopper.password, language);
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: words.buyNow, exact: true }).click();
    await page.waitForURL('**/checkout');
    await fillDelivery(page, 'Dhaka', 'Dhaka', language);

    await expect.poll(() => page.getByTestId('sale-saving').textContent(), { timeout: 15_000 }).toMatch(words.sale);
    expect(await page.getByTestId('free-delivery').textContent()).toMatch(words.free);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page
        .locator('section[aria-labelledby="order-summary"]')
        .screenshot({ path: `${SHOTS}/checkout-${language}-${viewport.width}.png` });
    }
    await placeCashOrder(page, language);
    await page.waitForURL(ORDER_PLACED);
    const orderId = new URL(page.url()).searchParams.get('placed')!;
    const placed = (await myOrders(page)).find((order) => order._id === orderId);
    // The sale's price and no delivery fee: 80 % of the product's price, rounded to whole taka.
    expect(placed).toMatchObject({ deliveryFee: 0, totalPrice: Math.round(product.productPrice * 0.8) });
    await context.close();
  });
});

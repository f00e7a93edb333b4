/**
 * A saved bKash wallet in Chromium, against the local bKash server the shop is started with
 * (apps/api/src/test/bkash-server.ts): Buy Now -> bKash, ticking "Save my bKash account" -> bKash's
 * page to save the wallet -> bKash's page for the payment -> Payment Successful; a second order
 * paid with "Pay with saved bKash 017*****575"; then the wallet seen in the account, in English and
 * in Bangla on a 360 px phone, and removed there.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { DESKTOP, launchBrowser, PHONE } from '../support/browser.ts';
import { adminAndShopper, callApi, fillDelivery, myOrders, type OrderView } from '../support/shop.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ shopperPage: page } = await adminAndShopper(browser, 'Shirin Sultana', 'karnaphuli-2026'));
});

afterAll(async () => browser?.close());

/** A product in stock whatever the journeys before bought, and not one of the newest few they buy. */
async function productInStock(skip: number) {
  const { data } = await callApi<{ data: { _id: string; remainingProducts: number }[] }>(
    'GET',
    '/products?sortBy=newest&limit=20',
  );
  return data.slice(skip).find((candidate) => candidate.remainingProducts >= 2)!;
}

async function checkOutWithBkash(skip: number) {
  await page.goto(`/products/${(await productInStock(skip))._id}`);
  await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
  await page.waitForURL('**/checkout');
  await page.getByRole('radio', { name: 'Pay now with bKash', exact: true }).check();
  await page.getByText("Approve the payment on bKash's own page").waitFor();
  await fillDelivery(page, 'Dhaka', 'Dhaka');
}

/** On the local bKash server's page: the shopper approves. */
async function approveOnBkash() {
  await page.waitForURL(`${inject('bkashUrl')}/checkout/**`);
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe('a saved bKash wallet', () => {
  it('is saved while paying an order with bKash, and the order is paid', async () => {
    await checkOutWithBkash(4);
    await page.getByRole('checkbox', { name: 'Save my bKash account for faster payments' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    // First bKash's page to save the wallet, then its page for this order's payment.
    await page.waitForURL(`${inject('bkashUrl')}/checkout/**`);
    await page.getByText('Save wallet 01770618575 with the merchant').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${inject('bkashUrl')}/checkout/TR0011*`);
    await page.getByText('BDT').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();

    const [order] = (await myOrders(page)) as [OrderView];
    expect(order).toMatchObject({ paymentMethod: 'bkash', paymentStatus: 'paid' });
  });

  it('pays the next order with one tap on the saved wallet', async () => {
    await checkOutWithBkash(5);
    const saved = page.getByRole('radio', { name: 'Pay with saved bKash 017*****575' });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    await page.getByText('bKash will ask only for your PIN.').waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await approveOnBkash();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    const orders = await myOrders(page);
    expect(orders.filter((order) => order.paymentMethod === 'bkash' && order.paymentStatus === 'paid')).toHaveLength(2);
  });

  it('is shown in the account on a phone, in English and Bangla, and removed there', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/user');
    const section = page.getByRole('region', { name: 'Saved bKash wallet' });
    await section.getByText('017*****575').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/dokan-bkash-wallet-360.png', fullPage: true });

    // The language switch sits in the header on a wide screen.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Language: বাংলা' }).click();
    await page.setViewportSize(PHONE);
    const inBangla = page.getByRole('region', { name: 'সংরক্ষিত বিকাশ ওয়ালেট' });
    await inBangla.getByRole('button', { name: 'সংরক্ষিত বিকাশ 017*****575 সরান' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/dokan-bkash-wallet-360-bn.png', fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'ভাষা: English' }).click();
    await page.setViewportSize(PHONE);

    await section.getByRole('button', { name: 'Remove saved bKash 017*****575' }).click();
    await page.getByText('Saved bKash wallet removed').waitFor();
    await section.getByText('No bKash wallet saved.', { exact: false }).waitFor();
    await page.setViewportSize(DESKTOP);
  });
});

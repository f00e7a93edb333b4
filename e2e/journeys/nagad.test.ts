/**
 * Paying with Nagad in Chromium, on the sandbox's Nagad (the journeys' shop has no Nagad merchant,
 * and its development helpers answer this machine): Buy Now -> Nagad -> the sandbox's Nagad page ->
 * Pay -> the shop's Nagad callback, which asks verify -> Payment Successful with the order paid.
 * The driver against Nagad's own protocol is tested in apps/api/src/modules/payments/nagad.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser } from '../support/browser.ts';
import { adminAndShopper, callApi, fillDelivery, myOrders, type OrderView } from '../support/shop.ts';

let browser: Browser;
let shopperPage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ shopperPage } = await adminAndShopper(browser, 'Rafiq Hasan', 'jamuna-ferry-2026'));
});

afterAll(async () => browser?.close());

describe('Nagad', () => {
  it('Buy Now -> Nagad (sandbox) -> Pay -> Payment Successful, the order paid', async () => {
    const page = shopperPage;
    // In stock whatever the journeys before bought, and not one of the newest few they buy.
    const { data } = await callApi<{ data: { _id: string; remainingProducts: number }[] }>(
      'GET',
      '/products?sortBy=newest&limit=20',
    );
    const product = data.slice(3).find((candidate) => candidate.remainingProducts >= 2)!;
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
    await page.waitForURL('**/checkout');
    const nagad = page.getByRole('radio', { name: 'Pay now with Nagad', exact: true });
    expect(await nagad.locator('xpath=ancestor::label//img').getAttribute('src')).toBe('/payments/nagad.svg');
    await nagad.check();
    await page.getByText("Pay on Nagad's own page").waitFor();
    await fillDelivery(page, 'Dhaka', 'Dhaka');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(`${inject('baseUrl')}/api/payments/sandbox/nagad/**`);
    await page.getByRole('heading', { name: 'Sandbox Nagad' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect(page.url()).toContain('/payment/success/');

    const [order] = (await myOrders(page)) as [OrderView];
    expect(order).toMatchObject({ paymentMethod: 'nagad', paymentStatus: 'paid', status: 'pending' });
  });
});

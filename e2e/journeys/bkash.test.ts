/**
 * Paying with bKash in Chromium, against the local bKash server the shop is started with
 * (apps/api/src/test/bkash-server.ts): Buy Now -> bKash -> bKash's page -> Payment Successful with
 * the order paid; then the shopper cancels for a refund, the admin completes it, the refund reaches
 * bKash for the order's total, and the shopper sees it Completed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser } from '../support/browser.ts';
import {
  adminAndShopper,
  callApi,
  cancelForRefund,
  fillDelivery,
  myOrders,
  type OrderView,
  shortId,
} from '../support/shop.ts';

let browser: Browser;
let admin: Page;
let shopperPage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ admin, shopperPage } = await adminAndShopper(browser, 'Nasrin Akter', 'padma-boat-2026'));
});

afterAll(async () => browser?.close());

interface BkashRefund {
  trxId: string;
  refundAmount: string;
  sku: string;
  refundTrxId: string;
}

async function bkashRefunds(): Promise<BkashRefund[]> {
  return (await fetch(`${inject('bkashUrl')}/test/refunds`)).json() as Promise<BkashRefund[]>;
}

describe('bKash', () => {
  let order: OrderView;

  it('Buy Now -> bKash -> approve on bKash -> Payment Successful, the order paid', async () => {
    const page = shopperPage;
    // Among the newest with stock to spare: other journeys add products, some sold out.
    const newest = await callApi<{ data: { _id: string; remainingProducts: number }[] }>(
      'GET',
      '/products?sortBy=newest&limit=30',
    );
    const product = newest.data.filter((p) => p.remainingProducts >= 5)[2]!;
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('radio', { name: 'Pay now with bKash', exact: true }).check();
    await page.getByText("Approve the payment on bKash's own page").waitFor();
    await fillDelivery(page, 'Dhaka', 'Dhaka');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(`${inject('bkashUrl')}/checkout/**`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect(page.url()).toContain('/payment/success/');

    [order] = (await myOrders(page)) as [OrderView];
    expect(order).toMatchObject({ paymentMethod: 'bkash', paymentStatus: 'paid', status: 'pending' });
  });

  it('the admin completes the refund: bKash refunds the total and the shopper sees it Completed', async () => {
    await cancelForRefund(shopperPage, order, 'bKash', '01712345678');
    const before = (await bkashRefunds()).length;

    await admin.goto('/admin/refunds');
    await admin.getByLabel(`Status of the refund for order #${shortId(order)}`).selectOption({ label: 'Completed' });
    await admin.getByText(`Refund for order #${shortId(order)} is now Completed.`).waitFor();

    const refunds = await bkashRefunds();
    expect(refunds).toHaveLength(before + 1);
    expect(refunds.at(-1)).toMatchObject({ refundAmount: order.totalPrice.toFixed(2) });

    await shopperPage.goto('/user/refund-request');
    await shopperPage
      .getByRole('listitem')
      .filter({ hasText: `#${shortId(order)}` })
      .getByText('Completed')
      .waitFor();
  });
});

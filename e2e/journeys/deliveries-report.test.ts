/**
 * Parcels that end, in Chromium: two cash orders booked with Steadfast (a local server speaking its
 * merchant API, started with the shop), one delivered and one refused; the shopper sees the refused
 * one Returned with nothing to pay; the admin sees returns on the dashboard and the month's parcels,
 * charges and cash on /admin/deliveries, reached and downloaded as CSV with the keyboard, on a
 * desktop and at 360 px.
 */
import { readFile } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, PHONE } from '../support/browser.ts';
import {
  adminAndShopper,
  adminToken,
  buyNow,
  callApi,
  myOrders,
  ORDER_PLACED,
  type OrderView,
} from '../support/shop.ts';

let browser: Browser;
let admin: Page;
let shopperPage: Page;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ admin, shopperPage } = await adminAndShopper(browser, 'Nasrin Sultana', 'shapla-lake-2026'));
  token = await adminToken();
});

afterAll(async () => browser?.close());

async function inStock(n: number): Promise<{ _id: string }> {
  const list = await callApi<{ data: { _id: string; remainingProducts: number }[] }>(
    'GET',
    '/products?sortBy=newest&limit=30',
  );
  return list.data.filter((product) => product.remainingProducts >= 5)[n]!;
}

/** A cash order the shopper placed, confirmed and booked with Steadfast; answers it and its consignment id. */
async function bookedOrder(n: number): Promise<{ order: OrderView; consignmentId: string }> {
  await buyNow(shopperPage, (await inStock(n))._id, 'Cash on Delivery');
  await shopperPage.waitForURL(ORDER_PLACED);
  const [order] = await myOrders(shopperPage);
  await callApi('PATCH', `/order/update-status/${order!._id}`, { status: 'processing' }, token);
  const booked = await callApi<{ consignmentId: string }>(
    'POST',
    `/couriers/orders/${order!._id}/book`,
    { courier: 'steadfast', codAmount: order!.totalPrice },
    token,
  );
  return { order: order!, consignmentId: booked.consignmentId };
}

async function steadfastSays(consignmentId: string, status: string, charge: number) {
  const response = await fetch(`${inject('baseUrl')}/api/couriers/steadfast/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${inject('steadfastWebhookToken')}` },
    body: JSON.stringify({
      notification_type: 'delivery_status',
      consignment_id: Number(consignmentId),
      status,
      delivery_charge: charge,
      tracking_message: `Parcel ${status}`,
      updated_at: new Date().toISOString(),
    }),
  });
  expect(response.status).toBe(200);
}

interface ReportRow {
  courier: string;
  booked: number;
  delivered: number;
  returned: number;
}

describe('deliveries and returns', () => {
  it('a refused cash parcel shows Returned to the shopper, with nothing to pay', async () => {
    const delivered = await bookedOrder(5);
    const refused = await bookedOrder(6);
    await steadfastSays(delivered.consignmentId, 'Delivered', 60);
    await steadfastSays(refused.consignmentId, 'Cancelled', 45);

    await shopperPage.goto('/user/my-orders');
    const card = shopperPage.getByRole('article').filter({ hasText: `#${refused.order._id.slice(-6)}` });
    await card.getByText('Returned', { exact: true }).waitFor();
    await card.getByText('This parcel came back to the shop. Nothing was charged for it.').waitFor();
  });

  it('the admin sees returns on the dashboard, and the month on Deliveries, downloaded as CSV with the keyboard', async () => {
    await admin.goto('/admin');
    const returns = admin.getByRole('region', { name: 'Returns' }).first();
    await returns.getByRole('rowheader', { name: 'Today' }).waitFor();
    expect(await returns.getByRole('row').filter({ hasText: 'Today' }).innerText()).toMatch(/%/);

    // To Deliveries from the menu, with the keyboard.
    await admin.getByRole('link', { name: 'Deliveries' }).first().focus();
    await admin.keyboard.press('Enter');
    await admin.waitForURL('**/admin/deliveries');
    const steadfast = admin.getByRole('region', { name: 'Deliveries by month: Steadfast' });
    await steadfast.waitFor();

    const month = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 7);
    const report = await callApi<{ months: { month: string; couriers: ReportRow[] }[] }>(
      'GET',
      `/couriers/deliveries-report?from=${month}&to=${month}`,
      undefined,
      token,
    );
    const ours = report.months[0]!.couriers.find((row) => row.courier === 'steadfast')!;
    expect(ours.delivered).toBeGreaterThanOrEqual(1);
    expect(ours.returned).toBeGreaterThanOrEqual(1);
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
    const row = steadfast.getByRole('row').filter({ hasText: monthName });
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(1, 4)).toEqual([String(ours.booked), String(ours.delivered), String(ours.returned)]);

    const csvButton = admin.getByRole('button', { name: 'Download CSV' });
    await csvButton.focus();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^deliveries-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe(
      'Courier,Month,Parcels booked,Delivered,Returned,Return rate (%),Delivery charges (Tk),COD collected (Tk),Charge not yet named',
    );
    expect(csv).toContainEqual(
      expect.stringMatching(new RegExp(`^Steadfast,${month},${ours.booked},${ours.delivered},${ours.returned},`)),
    );

    await admin.screenshot({ path: '/tmp/dokan-deliveries.png', fullPage: true });
    await admin.setViewportSize(PHONE);
    await admin.reload();
    await steadfast.waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await admin.screenshot({ path: '/tmp/dokan-deliveries-360.png', fullPage: true });
    await admin.goto('/admin');
    await admin
      .getByRole('region', { name: 'Returns' })
      .first()
      .getByRole('rowheader', { name: 'This month' })
      .waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await admin.screenshot({ path: '/tmp/dokan-dashboard-360.png', fullPage: true });
  });
});

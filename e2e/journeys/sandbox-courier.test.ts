/**
 * Couriers tried on a laptop, in Chromium (decision 060): a shop started as a fresh clone starts,
 * with no courier configured, books a shopper's order with the sandbox courier, prints its label,
 * moves it along (picked up on a desktop, in transit and delivered on a 360 px phone), and the
 * deliveries report counts it, its CSV too.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { type LaptopShop, startLaptopShop } from '../support/laptop-shop.ts';
import { redPicture } from '../support/pictures.ts';
import { signIn } from '../support/shop.ts';

let shop: LaptopShop;
let browser: Browser;
let admin: Page;
let order: { _id: string; totalPrice: number };

/** A shopper's cash order of one Nakshi Kantha, inside Dhaka, which the owner has started processing. */
async function processingOrder(): Promise<{ _id: string; totalPrice: number }> {
  const { accessToken: token } = await shop.call<{ accessToken: string }>('POST', '/user/signin', {
    identifier: shop.admin.email,
    password: shop.admin.password,
  });
  const picture = redPicture();
  const image = new Blob([picture.buffer], { type: picture.mimeType });
  const categoryForm = new FormData();
  categoryForm.set('categoryName', 'Home');
  categoryForm.set('categoryImage', image, picture.name);
  const category = await shop.call<{ _id: string }>('POST', '/categories', categoryForm, token);
  const productForm = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Nakshi Kantha',
    originalPrice: '1700',
    category: category._id,
    remainingProducts: '5',
  })) {
    productForm.set(name, value);
  }
  productForm.set('productImages', image, picture.name);
  const product = await shop.call<{ _id: string; productName: string; productPrice: number }>(
    'POST',
    '/products',
    productForm,
    token,
  );

  const email = `shopper.${Date.now()}@example.com`;
  const password = 'kantha-stitch-2026';
  await shop.call('POST', '/user/register', {
    method: 'email',
    name: 'Mitu Akter',
    email,
    password,
    confirmPassword: password,
  });
  const outbox = await shop.call<{ recipient: string; body: string }[]>('GET', '/dev/outbox');
  const link = /\/user\/verify\/([^\s"<]+)/.exec(outbox.find((message) => message.recipient === email)?.body ?? '');
  const shopper = await shop.call<{ accessToken: string; user: { _id: string } }>('POST', '/user/verify-account', {
    token: decodeURIComponent(link![1]!),
  });
  const { shippingFee } = await shop.call<{ shippingFee: number }>('GET', '/shipping-fee/get');
  const placed = await shop.call<{ _id: string; totalPrice: number }>(
    'POST',
    '/order/post-order',
    {
      customerName: 'Mitu Akter',
      customerEmail: email,
      customerId: shopper.user._id,
      phone: '01712345678',
      cuopon: '',
      items: [
        {
          productId: product._id,
          productName: product.productName,
          quantity: 1,
          color: null,
          size: null,
          price: product.productPrice,
          subTotal: product.productPrice,
          OwnerId: null,
        },
      ],
      totalPrice: product.productPrice + shippingFee,
      paymentMethod: 'cash',
      paymentNumber: '',
      deliveryFee: shippingFee,
      deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'House 7, Road 4' },
    },
    shopper.accessToken,
  );
  await shop.call('PATCH', `/order/update-status/${placed._id}`, { status: 'processing' }, token);
  return placed;
}

beforeAll(async () => {
  shop = await startLaptopShop();
  order = await processingOrder();
  browser = await launchBrowser();
  ({ page: admin } = await openPage(browser, DESKTOP, shop.url));
  await admin.goto('/login');
  await signIn(admin, shop.admin.email, shop.admin.password);
  await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the sandbox courier on a laptop', () => {
  it('books the order, prints its label, moves it to delivered and counts it in the deliveries report', async () => {
    await admin.goto(`/admin/orders/${order._id}`);
    const panel = admin.getByRole('region', { name: 'Courier' });
    await panel
      .getByText('On this computer the sandbox courier stands in for a real one: no parcel goes anywhere.')
      .waitFor();
    await panel.getByRole('button', { name: 'Book with courier' }).click();
    const dialog = admin.getByRole('dialog');
    expect(await dialog.getByLabel('Courier').locator('option:checked').innerText()).toBe('Sandbox courier');
    await dialog.getByRole('button', { name: 'Book parcel' }).click();
    await panel.getByText('Booked: waiting for Sandbox courier to pick the parcel up.').waitFor();
    const consignmentId = await panel.locator('dt:has-text("Consignment id") + dd').innerText();
    expect(consignmentId).toMatch(/^SBX\d{9}$/);

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      panel.getByRole('button', { name: 'Print label' }).click(),
    ]);
    const label = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await readFile((await download.path())!) });
    expect(label.toString()).toContain(`Consignment ${consignmentId}`);

    const sandbox = panel.getByRole('region', { name: 'Move the parcel as the courier' });
    await sandbox.getByRole('button', { name: 'Picked up' }).click();
    await panel.getByText('On its way with Sandbox courier.').waitFor();
    const timeline = admin.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Shipped', { exact: true }).waitFor();

    // The rest on a phone.
    await admin.setViewportSize(PHONE);
    await admin.reload();
    await sandbox.getByRole('button', { name: 'In transit' }).click();
    await sandbox.getByRole('button', { name: 'In transit' }).waitFor({ state: 'detached' });
    await sandbox.getByRole('button', { name: 'Delivered' }).click();
    await panel
      .getByText(`Delivered by Sandbox courier, who collected Tk ${order.totalPrice.toLocaleString('en-US')}.`)
      .waitFor();
    expect(await sandbox.count()).toBe(0);
    await timeline.getByText('Payment received').waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await admin.goto('/admin/deliveries');
    const courier = admin.getByRole('region', { name: 'Deliveries by month: Sandbox courier' });
    const month = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 7);
    await courier.waitFor();
    const [csvDownload] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = (await readFile((await csvDownload.path())!, 'utf8')).split('\r\n');
    // One parcel booked and delivered, Tk 60 charged inside Dhaka, the order's total collected.
    expect(csv).toContain(`Sandbox courier,${month},1,1,0,0.0,60.00,${order.totalPrice.toFixed(2)},0`);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

/**
 * The customer area end to end in Chromium, as a shopper who has just signed up: a cash order on
 * the dashboard and in My Orders (search, tabs, details, invoice, cancel); a paid card order
 * cancelled through a refund request; an order the admin delivers, reviewed and shown on the
 * product page; and a new name, password and photo from Settings.
 */
import { readFile } from 'node:fs/promises';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { formatRating } from '@dokan/domain';

import { api, useBrowserPage } from '../support/browser.ts';
import { redPicture } from '../support/pictures.ts';
import {
  accountMenu,
  adminToken,
  buyNow,
  callApi,
  logOut,
  myOrders,
  newShopper,
  ORDER_PLACED,
  type OrderView,
  type Shopper,
  signIn,
  signInAs,
} from '../support/shop.ts';

interface ProductView {
  _id: string;
  productName: string;
  productRating: number;
  reviewCount: number;
  remainingProducts: number;
}

const session = useBrowserPage();
let shopper: Shopper;
let products: ProductView[];

beforeAll(async () => {
  shopper = await newShopper('Farhana Akter', 'jackfruit-summer-2026');
  const list = await api<{ data: ProductView[] }>('/products?limit=40&sortBy=newest');
  products = list.data.filter((p) => p.remainingProducts >= 5);
  expect(products.length).toBeGreaterThanOrEqual(3);
});

const stockOf = async (id: string) => (await api<ProductView>(`/products/${id}`)).remainingProducts;
const shortId = (order: OrderView) => `#${order._id.slice(-6)}`;
const orderCard = (page: Page, order: OrderView) => page.getByRole('article').filter({ hasText: shortId(order) });

async function latestOrder(page: Page): Promise<OrderView> {
  const [latest] = await myOrders(page);
  if (!latest) throw new Error('the shopper has no orders');
  return latest;
}

describe('customer area', () => {
  it('a cash order: dashboard counts, My Orders search and tabs, details, invoice, cancel', async () => {
    const { page } = session;
    const product = products[0]!;
    await signInAs(page, shopper);
    await buyNow(page, product._id, 'Cash on Delivery');
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(ORDER_PLACED);
    const order = await latestOrder(page);
    const stockAfterOrder = await stockOf(product._id);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const stat = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect.poll(() => stat('Total Orders').textContent()).toBe('1');
    expect(await stat('Total Spent').textContent()).toBe(
      `$${order.totalPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(await stat('Delivered Orders').textContent()).toBe('0');
    await page
      .getByRole('row')
      .filter({ hasText: shortId(order) })
      .waitFor();

    await page.getByRole('link', { name: 'My Orders' }).click();
    const search = page.getByLabel('Search orders');
    await search.fill(product.productName.slice(0, 8));
    await orderCard(page, order).waitFor();
    await search.fill('no such order anywhere');
    await page.getByText('No orders found').waitFor();
    await search.fill(order._id.slice(-6));
    await orderCard(page, order).waitFor();
    await search.fill('');
    await page.getByRole('tab', { name: 'Delivered' }).click();
    await page.getByText('No orders found').waitFor();
    await page.getByRole('tab', { name: 'Pending' }).click();
    const card = orderCard(page, order);
    await card.waitFor();

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByText(product.productName).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download Invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${order._id}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel order' });
    await confirm.getByText(`Are you sure you want to cancel order #${order._id.slice(-6)}?`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByText(`Order #${order._id.slice(-6)} has been cancelled.`).waitFor();
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await orderCard(page, order).getByText('Cancelled', { exact: true }).waitFor();
    expect(await stockOf(product._id)).toBe(stockAfterOrder + 1);
  });

  it('a paid card order, cancelled through a refund request, shows on the Refund page', async () => {
    const { page } = session;
    await buyNow(page, products[1]!._id, 'Card payment');
    await page.waitForURL('**/api/payments/sandbox/**');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    const order = await latestOrder(page);
    expect(order).toMatchObject({ paymentMethod: 'ssl', paymentStatus: 'paid', status: 'pending' });

    await page.goto('/user/my-orders');
    await orderCard(page, order).getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order and Submit Refund Request' });
    await dialog.getByLabel('Refund method').selectOption({ label: 'bKash' });
    await dialog.getByLabel('Refund number').fill('01812345678');
    await dialog.getByRole('button', { name: 'Cancel order and request refund' }).click();
    const accepted = page.getByRole('dialog', { name: 'Refund request accepted' });
    await accepted.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('link', { name: 'Refund Request' }).click();
    await page.getByRole('heading', { name: 'Refund Requests' }).waitFor();
    const refund = page.getByRole('listitem').filter({ hasText: shortId(order) });
    await refund.getByText('01812345678').waitFor();
    await refund.getByText('Pending').waitFor();
    expect((await latestOrder(page)).status).toBe('cancelled');
  });

  it('an order the admin delivers gets a review that shows on the product page', async () => {
    const { page } = session;
    const product = products[2]!;
    await buyNow(page, product._id, 'Cash on Delivery');
    await page.waitForURL(ORDER_PLACED);
    const order = await latestOrder(page);
    const token = await adminToken();
    for (const status of ['processing', 'shipped', 'delivered']) {
      await callApi('PATCH', `/order/update-status/${order._id}`, { status }, token);
    }

    await page.reload();
    await page.getByRole('tab', { name: 'Delivered' }).click();
    await orderCard(page, order)
      .getByRole('button', { name: `Review ${product.productName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Review ${product.productName}` });
    // The star drawn over each radio button is what a shopper taps.
    await dialog.locator('label').filter({ hasText: '4 stars' }).click();
    const text = 'Arrived in two days, <b>exactly</b> as pictured.';
    await dialog.getByLabel('Your review').fill(text);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted successfully').waitFor();

    const reviewed = await api<ProductView>(`/products/${product._id}`);
    expect(reviewed.reviewCount).toBe(product.reviewCount + 1);
    await page.goto(`/products/${product._id}`);
    await page.getByRole('tab', { name: `Reviews (${reviewed.reviewCount})` }).click();
    // Typed markup is shown as the characters typed, never as markup.
    await page.getByText(text, { exact: true }).waitFor();
    await page.getByRole('main').getByText(formatRating(reviewed.productRating), { exact: true }).first().waitFor();
  });

  it('Settings: a new name, password and photo', async () => {
    const { page } = session;
    await page.goto('/user/profile');
    const name = page.getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(shopper.name);
    await name.fill('Farhana Akter Mim');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await accountMenu(page, 'Farhana Akter Mim').waitFor();

    await page.getByRole('tab', { name: 'Security' }).click();
    const newPassword = 'hilsa-rain-2026';
    await page.getByLabel('Current password').fill(shopper.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully').waitFor();

    await page.getByRole('tab', { name: 'Profile Image' }).click();
    await page.getByLabel('Choose a photo').setInputFiles(redPicture('me.png'));
    await page.getByRole('img', { name: 'Preview of the new photo' }).waitFor();
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByText('Profile image updated successfully').waitFor();
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect.poll(() => photo.getAttribute('src')).toMatch(/\/media\/profiles\//);

    await logOut(page, 'Farhana Akter Mim');
    await signIn(page, shopper.email, shopper.password);
    await page.getByText('Invalid email/phone or password').waitFor();
    await signIn(page, shopper.email, newPassword);
    await accountMenu(page, 'Farhana Akter Mim').waitFor();
  });
});

/**
 * Running the shop end to end in Chromium: the admin builds a category, a subcategory and a product
 * with two pictures that shoppers then find; moves a shopper's order to shipped and delivered;
 * completes a refund; and promotes a shopper to seller, who can then edit only their own products.
 * The admin and the shoppers each have their own browser context, as on separate phones.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage } from '../support/browser.ts';
import { greenPicture, redPicture } from '../support/pictures.ts';
import {
  adminAndShopper,
  buyNow,
  callApi,
  cancelForRefund,
  myOrders,
  newShopper,
  ORDER_PLACED,
  type OrderView,
  shortId,
  signInAs,
} from '../support/shop.ts';

const stamp = Date.now().toString(36);

let browser: Browser;
let admin: Page;
let shopperPage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ admin, shopperPage } = await adminAndShopper(browser, 'Mitu Chowdhury', 'shapla-river-2026'));
});

afterAll(async () => browser?.close());

async function latestOrder(page: Page): Promise<OrderView> {
  const [latest] = await myOrders(page);
  if (!latest) throw new Error('the shopper has no orders');
  return latest;
}

/** Fills the product form's required fields and its two category levels, then creates it. */
async function createProduct(page: Page, fields: { name: string; price: string; category: string; sub?: string }) {
  await page.goto('/admin/products/new');
  await page.getByLabel('Product name', { exact: true }).fill(fields.name);
  await page.getByLabel('Original price (Tk)').fill(fields.price);
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByLabel('Stock (items left)').fill('25');
  await page.getByLabel('Description', { exact: true }).fill('Soft cotton, woven on a handloom in Tangail.');
  const category = page.getByLabel('Category', { exact: true });
  await expect.poll(() => category.locator('option', { hasText: fields.category }).count()).toBe(1);
  await category.selectOption({ label: fields.category });
  if (fields.sub) {
    const sub = page.getByLabel('Subcategory', { exact: true });
    await expect.poll(() => sub.locator('option', { hasText: fields.sub }).count()).toBe(1);
    await sub.selectOption({ label: fields.sub });
  }
  await page.getByLabel('Add pictures').setInputFiles([redPicture('front.png'), greenPicture('back.png')]);
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByText('Product created').waitFor();
}

describe('admin', () => {
  const categoryName = `Gamchha ${stamp}`;
  const subName = `Cotton Gamchha ${stamp}`;
  const productName = `Tangail Gamchha ${stamp}`;

  it('creates a category, a subcategory and a product with two pictures that shoppers find', async () => {
    await admin.goto('/admin/categories');
    await admin.getByRole('button', { name: 'Add category' }).click();
    let dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(categoryName);
    await dialog.getByLabel('Picture', { exact: true }).setInputFiles(redPicture());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`${categoryName} was added`).waitFor();

    await admin.getByRole('button', { name: `Add a subcategory to ${categoryName}` }).click();
    dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(subName);
    await dialog.getByLabel('Picture', { exact: true }).setInputFiles(greenPicture());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`${subName} was added`).waitFor();

    await createProduct(admin, { name: productName, price: '450', category: categoryName, sub: subName });

    await shopperPage.goto(`/products?search=${encodeURIComponent(productName)}`);
    const card = shopperPage.getByRole('link', { name: productName }).first();
    await card.waitFor();
    await card.click();
    await shopperPage.getByRole('heading', { level: 1, name: productName }).waitFor();
    await shopperPage.getByText('Tk 405').first().waitFor();
    await shopperPage.getByRole('button', { name: 'Show image 2' }).waitFor();
  });

  /**
   * The product the first journey created (25 in stock, no options to pick): the newest products
   * are whatever the journeys running beside this one added last, some sold out or with options.
   */
  async function ourProduct(): Promise<{ _id: string }> {
    const found = await callApi<{ data: { _id: string; productName: string }[] }>(
      'GET',
      `/products?search=${encodeURIComponent(productName)}`,
    );
    return found.data.find((product) => product.productName === productName)!;
  }

  it("moves a shopper's order to shipped and delivered, and the shopper sees it", async () => {
    const product = await ourProduct();
    await buyNow(shopperPage, product._id, 'Cash on Delivery');
    await shopperPage.waitForURL(ORDER_PLACED);
    const order = await latestOrder(shopperPage);

    await admin.goto('/admin/orders');
    await admin.getByLabel('Search orders').fill(shortId(order));
    await admin.getByText('1 result', { exact: true }).waitFor();
    await admin.getByRole('link', { name: `#${shortId(order)}` }).click();
    await admin.getByRole('heading', { name: `Order #${shortId(order)}` }).waitFor();
    await admin.getByRole('button', { name: 'Start processing' }).click();
    await admin.getByText('Order is now Processing.').waitFor();
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    await admin.getByText('Order is now Shipped.').waitFor();
    await admin.getByRole('button', { name: 'Mark as delivered' }).click();
    await admin.getByText('Order is now Delivered.').waitFor();

    await shopperPage.goto('/user/my-orders');
    await shopperPage.getByRole('tab', { name: 'Delivered' }).click();
    await shopperPage
      .getByRole('article')
      .filter({ hasText: `#${shortId(order)}` })
      .getByText('Delivered', { exact: true })
      .waitFor();
  });

  it('completes the refund of a paid order the shopper cancelled', async () => {
    const product = await ourProduct();
    await buyNow(shopperPage, product._id, 'Card payment');
    await shopperPage.waitForURL('**/api/payments/sandbox/**');
    await shopperPage.getByRole('button', { name: 'Pay', exact: true }).click();
    await shopperPage.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    const order = await latestOrder(shopperPage);
    await cancelForRefund(shopperPage, order, 'Nagad', '01912345678');

    await admin.goto('/admin/refunds');
    await admin.getByLabel(`Status of the refund for order #${shortId(order)}`).selectOption({ label: 'Completed' });
    await admin.getByText(`Refund for order #${shortId(order)} is now Completed.`).waitFor();

    await shopperPage.goto('/user/refund-request');
    await shopperPage
      .getByRole('listitem')
      .filter({ hasText: `#${shortId(order)}` })
      .getByText('Completed')
      .waitFor();
  });

  it('promotes a shopper to seller, who can edit only their own products', async () => {
    const seller = await newShopper('Selim Reza', 'kantha-stitch-2026');
    await admin.goto('/admin/users');
    await admin.getByLabel('Search users').fill(seller.email);
    await admin.getByLabel(`Role of ${seller.name}`).selectOption({ label: 'Seller' });
    await admin.getByText(`${seller.name} is now Seller.`).waitFor();

    const { page } = await openPage(browser);
    await signInAs(page, seller);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Products' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.getByText('There are no products yet.').waitFor();

    const ownName = `Nakshi Kantha ${stamp}`;
    await createProduct(page, { name: ownName, price: '1800', category: categoryName });
    await page.goto('/admin/products');
    await page.getByRole('link', { name: `Edit ${ownName}` }).click();
    const price = page.getByLabel('Original price (Tk)');
    await expect.poll(() => price.inputValue()).toBe('1800');
    await price.fill('1700');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Product updated').waitFor();
    // The admin's product is not among the seller's, and the server refuses the seller's edit of it.
    expect(await page.getByText(productName).count()).toBe(0);
    const adminProduct = (
      await callApi<{ data: { _id: string; productName: string }[] }>(
        'GET',
        `/products?search=${encodeURIComponent(productName)}`,
      )
    ).data.find((p) => p.productName === productName)!;
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state.token as string);
    const refused = await page.evaluate(
      async ({ id, bearer }) => {
        const body = new FormData();
        body.append('productName', 'Taken over');
        const response = await fetch(`/api/products/${id}`, {
          method: 'PUT',
          body,
          headers: { authorization: `Bearer ${bearer}` },
        });
        return response.status;
      },
      { id: adminProduct._id, bearer: token },
    );
    expect(refused).toBe(403);
  });
});

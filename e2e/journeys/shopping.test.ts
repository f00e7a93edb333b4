/**
 * Buying end to end in Chromium, as the demo customer: wishlist -> cart -> cash on delivery inside
 * Dhaka; Buy Now -> card payment on the sandbox gateway -> success; and a failed card payment that
 * lands on /payment/failed and gives the stock back.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { api, useBrowserPage } from '../support/browser.ts';
import { checkOutCashOnDelivery, fillDelivery, myOrders, shortId, signInAs } from '../support/shop.ts';

interface ProductCard {
  _id: string;
  productName: string;
  productPrice: number;
  remainingProducts: number;
}

const session = useBrowserPage();
const SHOPPER = { email: 'rahim.uddin@example.com', password: 'dokan-shopper-demo', name: 'Rahim Uddin' };
let products: ProductCard[];

beforeAll(async () => {
  const list = await api<{ data: ProductCard[] }>('/products?limit=40&sortBy=sales');
  products = list.data.filter((p) => p.remainingProducts >= 5);
  expect(products.length).toBeGreaterThanOrEqual(3);
});

async function stockOf(id: string): Promise<number> {
  return (await api<ProductCard>(`/products/${id}`)).remainingProducts;
}

describe('shopping', () => {
  it('wishlist -> cart -> cash on delivery inside Dhaka -> the order is there', async () => {
    const { page } = session;
    const product = products[0]!;
    await signInAs(page, SHOPPER);

    await page.goto(`/products/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.productName }).waitFor();
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await page.getByText('Added to wishlist!').waitFor();

    await page.goto('/wishlist');
    const card = page.getByRole('article').filter({ hasText: product.productName });
    await card.getByRole('button', { name: 'Move to Cart' }).click();
    await page.getByText('Your wishlist is empty').waitFor();

    await checkOutCashOnDelivery(page, product.productName);

    const [latest] = await myOrders(page);
    expect(latest).toMatchObject({
      paymentMethod: 'cash',
      status: 'pending',
      paymentStatus: 'unpaid',
      deliveryFee: 60,
    });
    expect(latest!.items).toEqual([expect.objectContaining({ productId: product._id, quantity: 1 })]);
    expect(latest!.totalPrice).toBe(product.productPrice + 60);
    // My Orders lists it, under the last six characters of its id.
    await page
      .getByText(`#${latest!._id.slice(-6)}`)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  });

  it('Buy Now -> card payment on the sandbox gateway -> Payment Successful', async () => {
    const { page } = session;
    const product = products[1]!;
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('radio', { name: 'Card payment' }).check();
    await fillDelivery(page, 'Chittagong', 'Comilla');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL('**/api/payments/sandbox/**');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    const [latest] = await myOrders(page);
    expect(latest).toMatchObject({ paymentMethod: 'ssl', paymentStatus: 'paid', deliveryFee: 120 });
    expect(page.url()).toContain(`/payment/success/`);
    // The gateway's return confirms the order as checkout does: its number, paid, and its /track page.
    const number = shortId(latest!);
    const confirmation = page.getByRole('region', { name: `Thank you! Order #${number} is placed` });
    await confirmation
      .getByText(/^Paid: Tk [\d,]+ by Card \(SSL\)\. Nothing to pay when your parcel arrives\.$/)
      .waitFor();
    const track = confirmation.getByRole('link', { name: `Track order #${number}` });
    expect(await track.getAttribute('href')).toBe(`/track?order=${number}`);
  });

  it('a failed card payment lands on Payment Failed and gives the stock back', async () => {
    const { page } = session;
    const product = products[2]!;
    const before = await stockOf(product._id);
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('radio', { name: 'Card payment' }).check();
    await fillDelivery(page, 'Dhaka', 'Gazipur');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL('**/api/payments/sandbox/**');
    expect(await stockOf(product._id)).toBe(before - 1);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    expect(await stockOf(product._id)).toBe(before);
    const [latest] = await myOrders(page);
    expect(latest).toMatchObject({ paymentMethod: 'ssl', status: 'cancelled' });
  });
});

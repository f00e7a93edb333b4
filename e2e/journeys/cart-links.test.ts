/**
 * Cart links on a 360 px phone, in English and in Bangla (docs/decisions/088): a link opened on a
 * full page load (as from a post, an ad or Meta's checkout) answers with the app, fills the cart with
 * its products and quantities (a variant by its SKU) and opens it, naming the item the shop does not
 * have. The admin copies a product's link from its edit page and sees "Copied". Screenshots go to
 * SHOTS_DIR when it is set, for a person to look at.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { api, launchBrowser, openPage, PHONE, shoot } from '../support/browser.ts';
import { ADMIN, signInAs } from '../support/shop.ts';

interface Variant {
  sku: string;
  remainingProducts: number;
}

interface ProductPage {
  _id: string;
  productName: string;
  productNameBn: string | null;
  remainingProducts: number;
  variants: Variant[];
}

interface StoredLine {
  productId: string;
  quantity: number;
  sku?: string;
}

const WORDS = {
  en: {
    cartTitle: 'Shopping Cart',
    added: '2 products from the link are in your cart.',
    unknown: 'Not found in the shop, so not added: NO-SUCH-SKU',
    cartOfTwo: 'Cart, 2 items',
    copy: 'Copy link',
    copied: 'Copied',
  },
  bn: {
    cartTitle: 'শপিং কার্ট',
    added: 'লিংকের ২টি পণ্য আপনার কার্টে আছে।',
    unknown: 'দোকানে পাওয়া যায়নি, তাই যোগ করা হয়নি: NO-SUCH-SKU',
    cartOfTwo: 'কার্ট, ২টি পণ্য',
    copy: 'লিংক কপি করুন',
    copied: 'কপি হয়েছে',
  },
};
type Language = keyof typeof WORDS;


let browser: Browser;
/** A product without variants, in stock, and a variant in stock of another product. */
let plain: ProductPage;
let dressed: ProductPage;
let variant: Variant;

beforeAll(async () => {
  browser = await launchBrowser();
  const cards = (await api<{ data: { _id: string }[] }>('/products?limit=60&sortBy=sales')).data;
  for (const card of cards) {
    const product = await api<ProductPage>(`/products/${card._id}`);
    if (!plain && !product.variants.length && product.remainingProducts >= 2) plain = product;
    const inStock = product.variants.find((v) => v.remainingProducts > 0);
    if (!dressed && inStock) [dressed, variant] = [product, inStock];
    if (plain && dressed) break;
  }
  expect(plain).toBeDefined();
  expect(dressed).toBeDefined();
});
afterAll(async () => browser?.close());

/** A phone with the shop's language cookie, as a shopper who chose the language has. */
async function phoneIn(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, PHONE);
  await opened.context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
  return opened;
}

describe.each<Language>(['en', 'bn'])('a cart link on a 360 px phone, in %s', (language) => {
  const words = WORDS[language];
  const nameOf = (product: ProductPage) => (language === 'bn' && product.productNameBn) || product.productName;

  it('fills the cart with its products and quantities on a full page load, and names the unknown item', async () => {
    const { context, page } = await phoneIn(language);
    const link = `/cart/add?items=${plain._id}:2,${variant.sku.toLowerCase()}:1,NO-SUCH-SKU:3`;
    const response = await page.goto(link);
    // The server answers the address with the app, not a 404.
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('heading', { name: words.cartTitle, level: 1 }).waitFor();
    const notice = page.getByTestId('cart-link-notice');
    await notice.getByText(words.added).waitFor();
    await notice.getByText(words.unknown).waitFor();
    const lines = page.getByTestId('cart-line');
    await lines.filter({ hasText: nameOf(plain) }).waitFor();
    await lines.filter({ hasText: nameOf(dressed) }).waitFor();
    expect(await lines.count()).toBe(2);
    await page.getByRole('button', { name: words.cartOfTwo }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredLine[]);
    expect(stored.map(({ productId, quantity, sku }) => ({ productId, quantity, sku }))).toEqual([
      { productId: plain._id, quantity: 2, sku: undefined },
      { productId: dressed._id, quantity: 1, sku: variant.sku },
    ]);
    // Nothing is wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await shoot(page, `cart-link-${language}`);

    // The link was replaced by the cart: a shopper's change stays through a reload, not filled again.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredLine[];
      localStorage.setItem('cart', JSON.stringify(cart.map((line, i) => (i === 0 ? { ...line, quantity: 1 } : line))));
    });
    await page.reload();
    await page.getByRole('heading', { name: words.cartTitle, level: 1 }).waitFor();
    expect(page.url()).toBe(`${inject('baseUrl')}/cart`);
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredLine[]);
    expect(after.map((line) => line.quantity)).toEqual([1, 1]);
    await context.close();
  });

  it('is offered to the admin on the product’s edit page, copied with a visible "Copied"', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    await signInAs(page, ADMIN);
    await context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
    await page.goto(`/admin/products/${dressed._id}/edit`);
    const copy = page.getByRole('button', { name: words.copy });
    await copy.scrollIntoViewIfNeeded();
    const link = await page.getByTestId('cart-link').inputValue();
    expect(link).toBe(`${inject('baseUrl')}/cart/add?items=${dressed._id}:1`);
    await copy.click();
    await page.getByTestId('cart-link-copied').getByText(words.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await shoot(page, `cart-link-admin-${language}`);
    await context.close();
  });
});

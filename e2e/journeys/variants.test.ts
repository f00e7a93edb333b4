/**
 * Variants on a 360 px phone, in English and in Bangla (docs/decisions/077, 080, 082): a demo
 * garment's card says "from" its lowest price; on its page a combination the admin sold out is
 * disabled with its reason, the price follows the colour and size chosen, and the variant chosen
 * (colour, size and SKU) goes through the cart, a cash-on-delivery checkout, My Orders and the
 * invoice. The admin's variants matrix fits the phone without sideways scrolling. Screenshots go
 * to SHOTS_DIR when it is set, for a person to look at.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { formatTaka } from '@dokan/domain';

import { api, launchBrowser, openPage, PHONE, shoot } from '../support/browser.ts';
import {
  ADMIN,
  adminToken,
  callApi,
  fillDelivery,
  newShopper,
  ORDER_PLACED,
  placeCashOrder,
  signInAs,
} from '../support/shop.ts';

interface Variant {
  _id: string;
  sku: string;
  color: string;
  size: string;
  price: number;
  originalPrice: number;
  remainingProducts: number;
}

interface Card {
  _id: string;
  productName: string;
  productColors: string[];
  productSizes: string[];
  priceFrom?: number;
}

interface ProductPage extends Card {
  productNameBn: string | null;
  productOriginalPrice: number;
  productColorsBn: (string | null)[];
  productSizesBn: (string | null)[];
  variants: Variant[];
}

const WORDS = {
  en: {
    from: (price: string) => `from ${price}`,
    soldOutIn: (colour: string) => `sold out in ${colour}`,
    sku: (sku: string) => `SKU ${sku}`,
    identifier: 'Email or Phone',
    password: 'Password',
    signIn: 'Sign in',
    addToCart: 'Add to Cart',
    cartOfOne: 'Cart, 1 item',
    checkout: 'Checkout',
    cash: 'Cash on Delivery',
    invoice: 'Download Invoice',
  },
  bn: {
    from: (price: string) => `${price} থেকে`,
    soldOutIn: (colour: string) => `${colour} রঙে বিক্রি শেষ`,
    sku: (sku: string) => `এসকেইউ ${sku}`,
    identifier: 'ই-মেইল বা ফোন নম্বর',
    password: 'পাসওয়ার্ড',
    signIn: 'লগইন',
    addToCart: 'কার্টে যোগ করুন',
    cartOfOne: 'কার্ট, ১টি পণ্য',
    checkout: 'চেকআউট',
    cash: 'ক্যাশ অন ডেলিভারি',
    invoice: 'ইনভয়েস ডাউনলোড',
  },
};
type Language = keyof typeof WORDS;


let browser: Awaited<ReturnType<typeof launchBrowser>>;
let product: ProductPage;
let token: string;
/** The variant the admin sells out for the journey: the first colour's second size. */
let soldOut: Variant;
/** The orders placed, by language: their id and the words that name their line's variant. */
const placedOrders = new Map<string, { id: string; variant: string }>();

/**
 * Writes the product's variants as read, with `stock` for the one the journey sells out, through the
 * admin's update (a price of its own only where a variant has one).
 */
async function writeVariants(stock: number) {
  const { variants } = await api<ProductPage>(`/products/${product._id}`);
  const form = new FormData();
  form.set(
    'variants',
    JSON.stringify(
      variants.map((v) => ({
        sku: v.sku,
        color: v.color,
        size: v.size,
        stock: v._id === soldOut._id ? stock : v.remainingProducts,
        price: v.originalPrice === product.productOriginalPrice ? null : v.originalPrice,
      })),
    ),
  );
  const response = await fetch(`${inject('baseUrl')}/api/products/${product._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  const cards = (await api<{ data: Card[] }>('/products?limit=100&sortBy=sales')).data;
  // A garment in several colours and at least three sizes, whose largest size costs more (the demo's
  // way), with its first colour in stock in every size and its second in its first size.
  for (const card of cards.filter((c) => c.productColors.length >= 2 && c.productSizes.length >= 3 && c.priceFrom)) {
    const candidate = await api<ProductPage>(`/products/${card._id}`);
    const [colourA, colourB] = candidate.productColors;
    const inStock = (color: string | undefined, size: string | undefined) =>
      candidate.variants.some((v) => v.color === color && v.size === size && v.remainingProducts > 0);
    if (candidate.productSizes.every((size) => inStock(colourA, size)) && inStock(colourB, candidate.productSizes[0])) {
      product = candidate;
      break;
    }
  }
  expect(product).toBeDefined();
  soldOut = product.variants.find((v) => v.color === product.productColors[0] && v.size === product.productSizes[1])!;
  await writeVariants(0);
});
afterAll(async () => {
  // The sold-out size back in stock, for the journeys after this one.
  if (soldOut) await writeVariants(soldOut.remainingProducts);
  await browser?.close();
});

/** A phone with the shop's language cookie, as a shopper who chose the language has. */
async function phoneIn(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, PHONE);
  await opened.context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
  return opened;
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each<Language>(['en', 'bn'])('a garment with variants on a 360 px phone, in %s', (language) => {
  const words = WORDS[language];
  const taka = (amount: number) => formatTaka(amount, language);
  /** An option as the page names it: its Bangla label on a Bangla page, where it has one. */
  const colourLabel = (colour: string) =>
    (language === 'bn' && product.productColorsBn[product.productColors.indexOf(colour)]) || colour;
  const sizeLabel = (size: string) =>
    (language === 'bn' && product.productSizesBn[product.productSizes.indexOf(size)]) || size;
  const productName = () => (language === 'bn' && product.productNameBn) || product.productName;

  it('is bought in the colour and size chosen, which My Orders and the invoice name', async () => {
    const shopper = await newShopper(`Variant Buyer ${language}`, 'variant-buyer-2026');
    // The account in the page's language, as the language switch keeps it: the invoice is written in it.
    const { accessToken, user } = await callApi<{ accessToken: string; user: { _id: string } }>(
      'POST',
      '/user/signin',
      { identifier: shopper.email, password: shopper.password },
    );
    await callApi('PUT', '/user/update-profile', { id: user._id, language }, accessToken);
    const { context, page } = await phoneIn(language);
    await page.goto('/login');
    await page.getByLabel(words.identifier).fill(shopper.email);
    await page.getByLabel(words.password, { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: words.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The card says "from" the lowest variant price.
    const lowest = Math.min(...product.variants.map((v) => v.price));
    await page.goto(`/products?search=${encodeURIComponent(product.productName)}`);
    const card = page.getByRole('article').filter({ hasText: productName() }).first();
    await card.filter({ hasText: words.from(taka(lowest)) }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, `${language}-1-card-from`);

    await page.goto(`/products/${product._id}`);
    const [colourA, colourB] = product.productColors as [string, string];
    const sizes = product.productSizes;
    const dearSize = sizes[sizes.length - 1]!;
    const variantOf = (colour: string, size: string) =>
      product.variants.find((v) => v.color === colour && v.size === size)!;

    // The page starts on the first combination in stock, at its price.
    const colours = page.getByRole('group', { name: new RegExp(colourLabel(colourA)) });
    await colours.getByRole('button', { name: colourLabel(colourA), pressed: true }).waitFor();
    await page
      .getByText(taka(variantOf(colourA, sizes[0]!).price), { exact: true })
      .first()
      .waitFor();

    // Another colour, then back: the size the admin sold out in the first colour is disabled, saying why.
    await page.getByRole('button', { name: colourLabel(colourB), exact: true }).click();
    await page.getByRole('button', { name: colourLabel(colourB), pressed: true }).waitFor();
    await page.getByRole('button', { name: colourLabel(colourA), exact: true }).click();
    const reason = `${sizeLabel(soldOut.size)}: ${words.soldOutIn(colourLabel(colourA))}`;
    const disabled = page.getByRole('button', { name: reason, exact: true });
    await disabled.waitFor();
    expect(await disabled.isDisabled()).toBe(true);
    expect(await disabled.getAttribute('title')).toBe(reason);
    // The reason is written under the picker too.
    await page.getByText(reason).waitFor();
    await disabled.scrollIntoViewIfNeeded();
    await shoot(page, `${language}-2-sold-out-size`);

    // The largest size costs more: price and SKU follow it.
    const chosen = variantOf(colourA, dearSize);
    expect(chosen.price).toBeGreaterThan(variantOf(colourA, sizes[0]!).price);
    await page.getByRole('button', { name: sizeLabel(dearSize), exact: true }).click();
    await page.getByRole('button', { name: sizeLabel(dearSize), pressed: true }).waitFor();
    await page.getByText(taka(chosen.price), { exact: true }).first().waitFor();
    await page.getByText(words.sku(chosen.sku), { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await shoot(page, `${language}-3-dear-size-price`);

    await page.getByRole('button', { name: words.addToCart, exact: true }).click();
    await page.getByRole('button', { name: words.cartOfOne }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText(words.sku(chosen.sku)).waitFor();
    await shoot(page, `${language}-4-cart`);
    await sheet.getByRole('button', { name: words.checkout, exact: true }).click();
    await page.waitForURL('**/checkout');

    // The checkout's summary names the variant.
    const options = [colourLabel(chosen.color), sizeLabel(chosen.size), words.sku(chosen.sku)].join(' · ');
    await page.getByText(options).waitFor();
    await page.getByRole('radio', { name: words.cash }).check();
    await fillDelivery(page, 'Dhaka', 'Dhaka', language);
    await page.getByText(options).scrollIntoViewIfNeeded();
    await shoot(page, `${language}-5-checkout-summary`);
    await placeCashOrder(page, language);
    await page.waitForURL(ORDER_PLACED);

    // My Orders: the order's line with its colour, size and SKU.
    const placed = new URL(page.url()).searchParams.get('placed')!;
    placedOrders.set(language, { id: placed, variant: options });
    const order = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: `#${placed.slice(-6)}` });
    await order.getByText(options).waitFor();
    await order.getByText(options).scrollIntoViewIfNeeded();
    await shoot(page, `${language}-6-my-order`);

    // The invoice, in the page's language, names the variant on its line.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('button', { name: words.invoice }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: await readFile((await download.path())!),
    }).toString();
    expect(text).toContain(chosen.sku);
    if (language === 'en') expect(text).toContain(`Colour: ${chosen.color}, Size: ${chosen.size}, SKU: ${chosen.sku}`);
    // Bangla vowel signs come back from pdftotext in drawn order: the words checked are the size's and the SKU's.
    else expect(text).toMatch(new RegExp(`সাইজ: \\S+, এস\\S+: ${chosen.sku}`));

    // The order as the admin reads it keeps the variant: colour, size and SKU.
    const answer = await fetch(`${inject('baseUrl')}/api/order/${placed}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [line] = ((await answer.json()) as { data: { items: Pick<Variant, 'color' | 'size' | 'sku'>[] } }).data.items;
    expect(line).toMatchObject({ color: chosen.color, size: chosen.size, sku: chosen.sku });
    await context.close();
  });
});

describe('the admin on a 360 px phone', () => {
  it('sees the variant on the order placed in English', async () => {
    const placed = placedOrders.get('en');
    expect(placed).toBeDefined();
    const { context, page } = await openPage(browser, PHONE);
    await signInAs(page, ADMIN);
    await page.goto(`/admin/orders/${placed!.id}`);
    const line = page.getByRole('listitem').filter({ hasText: placed!.variant });
    await line.waitFor();
    await line.scrollIntoViewIfNeeded();
    expect(await scrollsSideways(page)).toBe(false);
    await shoot(page, 'admin-order-line');
    await context.close();
  });

  it("edits the product's variants matrix without scrolling sideways", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await signInAs(page, ADMIN);
    await page.goto(`/admin/products/${product._id}/edit`);
    const matrix = page.getByRole('list', { name: 'Variants (colour and size)' });
    await matrix.waitFor();
    const rows = matrix.getByRole('listitem');
    expect(await rows.count()).toBe(product.variants.length);
    await page.getByLabel(`Stock of ${soldOut.color} / ${soldOut.size}`).waitFor();
    expect(await page.getByLabel(`Stock of ${soldOut.color} / ${soldOut.size}`).inputValue()).toBe('0');
    expect(await scrollsSideways(page)).toBe(false);
    // Each row's fields and its Remove button lie inside the phone's width.
    const outside = await matrix.evaluate(
      (list) =>
        [...list.querySelectorAll('input, button, p')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.left < 0 || box.right > window.innerWidth).length,
    );
    expect(outside).toBe(0);
    await rows.first().scrollIntoViewIfNeeded();
    await shoot(page, 'admin-variants-matrix');
    await context.close();
  });
});

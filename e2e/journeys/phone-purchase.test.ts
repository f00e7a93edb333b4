/**
 * A shopper on a 360 px phone, in English and in Bangla: the product page whole within its margins,
 * the filter sheet keeping a price typed just before it closes, a visitor's Add to Cart and Buy Now
 * carried out after the sign-in they ask for, and an order's confirmation, there again after a reload.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { api, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { fillDelivery, newShopper, ORDER_PLACED, placeCashOrder, type Shopper } from '../support/shop.ts';

interface ProductCard {
  _id: string;
  productImages: string[];
  remainingProducts: number;
}

/** The page's margin on each side (the layout's px-4). */
const MARGIN = 16;

const WORDS = {
  en: {
    buyNow: 'Buy Now',
    addToCart: 'Add to Cart',
    cartOfOne: 'Cart, 1 item',
    filters: 'Filters',
    minPrice: 'Min Price',
    show: (total: string) => new RegExp(`^Show ${total} products?$`),
    identifier: 'Email or Phone',
    password: 'Password',
    signIn: 'Sign in',
    phone: 'Phone Number',
    placed: (number: string) => `Thank you! Order #${number} is placed`,
    collects: /^The courier collects Tk [\d,]+ in cash when your parcel arrives\.$/,
    track: (number: string) => `Track order #${number}`,
    accountMenu: 'Your account',
  },
  bn: {
    buyNow: 'এখনই কিনুন',
    addToCart: 'কার্টে যোগ করুন',
    cartOfOne: 'কার্ট, ১টি পণ্য',
    filters: 'ফিল্টার',
    minPrice: 'সর্বনিম্ন দাম',
    show: (total: string) => new RegExp(`^${total}টি পণ্য দেখুন$`),
    identifier: 'ই-মেইল বা ফোন নম্বর',
    password: 'পাসওয়ার্ড',
    signIn: 'লগইন',
    phone: 'ফোন নম্বর',
    placed: (number: string) => `ধন্যবাদ! অর্ডার #${number} দেওয়া হয়েছে`,
    collects: /^পার্সেল পৌঁছালে কুরিয়ার আপনার কাছ থেকে নগদ ৳[০-৯,]+ নেবেন।$/,
    track: (number: string) => `অর্ডার #${number} ট্র্যাক করুন`,
    accountMenu: 'আপনার অ্যাকাউন্ট',
  },
};
type Language = keyof typeof WORDS;

const digits = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US').format(value);

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let products: ProductCard[];
beforeAll(async () => {
  browser = await launchBrowser();
  products = (await api<{ data: ProductCard[] }>('/products?limit=40&sortBy=rating&inStockFirst=true')).data.filter(
    (p) => p.remainingProducts >= 3,
  );
});
afterAll(() => browser?.close());

/** A phone with the shop's language cookie, as a shopper who chose the language has. */
async function phoneIn(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, PHONE);
  await opened.context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
  return opened;
}

async function signIn(page: Page, shopper: Shopper, language: Language) {
  const words = WORDS[language];
  await page.getByLabel(words.identifier).fill(shopper.email);
  await page.getByLabel(words.password, { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

/** Elements of the product page past its margins, other than those scrolling inside a row of their own. */
function outsideMargins(page: Page) {
  return page.evaluate(
    ({ margin }) => {
      const right = window.innerWidth - margin;
      const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      const page = document.querySelector('main')!;
      const outside: string[] = [];
      const walk = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && (box.left < margin - 0.5 || box.right > right + 0.5)) {
          outside.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}-${Math.round(box.right)}`,
          );
        }
        if (!scrollsSideways(element)) for (const child of element.children) walk(child);
      };
      for (const child of page.firstElementChild!.children) walk(child);
      return outside;
    },
    { margin: MARGIN },
  );
}

describe.each<Language>(['en', 'bn'])('on a 360 px phone, in %s', (language) => {
  const words = WORDS[language];

  it('shows the product page within its margins, its thumbnails scrolling inside their strip', async () => {
    const { context, page } = await phoneIn(language);
    const product = products.find((p) => p.productImages.length >= 4)!;
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: words.buyNow, exact: true }).waitFor();
    expect(await outsideMargins(page)).toEqual([]);
    const strip = page.locator('main button[aria-current]').first().locator('..');
    const { scrolls, stripRight } = await strip.evaluate((row) => ({
      scrolls: row.scrollWidth > row.clientWidth,
      stripRight: row.getBoundingClientRect().right,
    }));
    expect(scrolls).toBe(true);
    expect(stripRight).toBeLessThanOrEqual(PHONE.width - MARGIN + 0.5);
    await context.close();
  });

  it('keeps a price typed just before the filter sheet closes, and shows the products found on its button', async () => {
    const { context, page } = await phoneIn(language);
    await page.goto('/products');
    await page.getByRole('button', { name: new RegExp(`^${words.filters}`) }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('spinbutton', { name: words.minPrice }).fill('500');
    // Closed at once, well within the half second the typed price waits for.
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '500', { timeout: 5_000 });

    const { total } = await api<{ total: number }>('/products?minPrice=500&inStockFirst=true&limit=1');
    await page.getByRole('button', { name: new RegExp(`^${words.filters}`) }).click();
    const show = sheet.getByRole('button', { name: words.show(digits(total, language)) });
    await show.click();
    await sheet.waitFor({ state: 'detached' });
    await context.close();
  });

  it("carries out a visitor's Add to Cart and Buy Now after the sign-in they ask for", async () => {
    const shopper = await newShopper(`Phone Buyer ${language}`, 'phone-buyer-2026');
    const { context, page } = await phoneIn(language);
    const [first, second] = products;

    await page.goto(`/products/${first!._id}`);
    await page.getByRole('button', { name: words.addToCart, exact: true }).click();
    await page.waitForURL('**/login');
    await signIn(page, shopper, language);
    await page.waitForURL(`**/products/${first!._id}`);
    await page.getByRole('button', { name: words.cartOfOne }).waitFor();

    // Signed out again, Buy Now goes on to checkout after the sign-in.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
    await page.goto(`/products/${second!._id}`);
    await page.getByRole('button', { name: words.buyNow, exact: true }).click();
    await page.waitForURL('**/login');
    await signIn(page, shopper, language);
    await page.waitForURL('**/checkout');
    await page.getByLabel(words.phone).waitFor();
    await context.close();
  });

  it('confirms the order placed with its number, the cash to pay and its /track page, again after a reload', async () => {
    const shopper = await newShopper(`Phone Orderer ${language}`, 'phone-orderer-2026');
    const { context, page } = await phoneIn(language);
    await page.goto('/login');
    await signIn(page, shopper, language);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`/products/${products[2]!._id}`);
    await page.getByRole('button', { name: words.buyNow, exact: true }).click();
    await page.waitForURL('**/checkout');
    await fillDelivery(page, 'Dhaka', 'Dhaka', language);
    await placeCashOrder(page, language);
    await page.waitForURL(ORDER_PLACED);
    const number = new URL(page.url()).searchParams.get('placed')!.slice(-6);

    for (const arrival of ['from checkout', 'after a reload']) {
      if (arrival === 'after a reload') await page.reload();
      const confirmation = page.getByRole('region', { name: words.placed(number) });
      await confirmation.waitFor();
      await confirmation.getByText(words.collects).waitFor();
      const track = confirmation.getByRole('link', { name: words.track(number) });
      expect(await track.getAttribute('href')).toBe(`/track?order=${number}`);
      // In the first screen: the account menu starts closed on a phone.
      expect((await confirmation.boundingBox())!.y).toBeLessThan(PHONE.height / 2);
      expect(await page.getByRole('navigation', { name: words.accountMenu }).count()).toBe(0);
    }
    await context.close();
  });
});

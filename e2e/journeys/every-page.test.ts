/**
 * Every page of the shop opened as a shopper arriving from a link or a payment gateway does: by a full
 * page load, in English and in Bangla, on a 360 px phone and a 1280 px desktop, as a visitor, a
 * shopper or the admin as the page needs. Each must show no text key, no English on a Bangla page
 * beyond the names written in English only (decision 052), nothing wider than the screen, no check
 * box or breadcrumb link under 24 x 24 px, no error in the console, and a <title> of its own.
 */
import { readFile } from 'node:fs/promises';

import type { Browser, BrowserContext, ConsoleMessage, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import {
  ADMIN,
  buyNow,
  callApi,
  JOURNEY_PHONE,
  myOrders,
  newShopper,
  ORDER_PLACED,
  type OrderView,
  type Shopper,
  signInAs,
} from '../support/shop.ts';

type Role = 'visitor' | 'shopper' | 'admin';
type Language = 'en' | 'bn';

interface Route {
  /** The address opened, filled in once the journey's order and product exist. */
  path: () => string;
  role: Role;
  /** What the shopper does on the page before it is read (the tracked order's result). */
  then?: (page: Page) => Promise<void>;
  /** The page's own HTTP status when not 200: the browser logs it as an error, which is then no fault. */
  status?: number;
  /** The same page as another route, showing more: it has that page's title. */
  samePageAs?: string;
}

let order: OrderView & { transaction_id: string };
let productId: string;
let shopper: Shopper;

const ROUTES: Record<string, Route> = {
  home: { path: () => '/', role: 'visitor' },
  listing: { path: () => '/products', role: 'visitor' },
  product: { path: () => `/products/${productId}`, role: 'visitor' },
  cart: { path: () => '/cart', role: 'shopper' },
  checkout: { path: () => '/checkout', role: 'shopper' },
  wishlist: { path: () => '/wishlist', role: 'shopper' },
  paymentSuccess: { path: () => `/payment/success/${order.transaction_id}`, role: 'shopper' },
  paymentFailed: { path: () => `/payment/failed/${order.transaction_id}`, role: 'shopper' },
  login: { path: () => '/login', role: 'visitor' },
  register: { path: () => '/register', role: 'visitor' },
  verifyPending: { path: () => '/verify/pending', role: 'visitor' },
  forgotPassword: { path: () => '/forgot-password', role: 'visitor' },
  otpVerification: { path: () => '/otp-verification', role: 'visitor' },
  resetPassword: { path: () => '/reset-password', role: 'visitor' },
  otpVerificationRegister: { path: () => '/otp-verification-register', role: 'visitor' },
  unauthorized: { path: () => '/unauthorized', role: 'visitor' },
  userDashboard: { path: () => '/user', role: 'shopper' },
  myOrders: { path: () => '/user/my-orders', role: 'shopper' },
  orderPlaced: { path: () => `/user/my-orders?placed=${order._id}`, role: 'shopper', samePageAs: 'myOrders' },
  refunds: { path: () => '/user/refund-request', role: 'shopper' },
  profile: { path: () => '/user/profile', role: 'shopper' },
  cancellationReturns: { path: () => '/cancellation-returns', role: 'visitor' },
  privacyPolicy: { path: () => '/privacy-policy', role: 'visitor' },
  emiPolicy: { path: () => '/emi-policy', role: 'visitor' },
  customerSupport: { path: () => '/customer-support', role: 'visitor' },
  track: {
    path: () => `/track?order=${order._id.slice(-6)}`,
    role: 'visitor',
    then: async (page) => {
      await page.locator('input[type=tel]').fill(JOURNEY_PHONE);
      await page.locator('form:has(input[type=tel]) button[type=submit]').click();
      await page.locator('section[aria-label] ol, section[aria-label] ul').first().waitFor();
    },
  },
  notFound: { path: () => '/no-such-page', role: 'visitor', status: 404 },
  adminDashboard: { path: () => '/admin', role: 'admin' },
  adminOrders: { path: () => '/admin/orders', role: 'admin' },
  adminOrder: { path: () => `/admin/orders/${order._id}`, role: 'admin' },
  adminTransfers: { path: () => '/admin/transfers', role: 'admin' },
  adminProducts: { path: () => '/admin/products', role: 'admin' },
  adminProductNew: { path: () => '/admin/products/new', role: 'admin' },
  adminProductEdit: { path: () => `/admin/products/${productId}/edit`, role: 'admin' },
  adminCategories: { path: () => '/admin/categories', role: 'admin' },
  adminBanners: { path: () => '/admin/banners', role: 'admin' },
  adminDeliveries: { path: () => '/admin/deliveries', role: 'admin' },
  adminRefunds: { path: () => '/admin/refunds', role: 'admin' },
  adminUsers: { path: () => '/admin/users', role: 'admin' },
  adminCoupons: { path: () => '/admin/coupons', role: 'admin' },
  adminSettings: { path: () => '/admin/settings', role: 'admin' },
};

/**
 * Latin words a Bangla page may show although no data says so (decision 052): the shop's name as its
 * logo writes it; names that their owners write in Latin letters in Bangla too (the payment services,
 * the couriers, the video sites, bKash's 'TrxID'); and the picture and file formats a Bangla page
 * asks for, which are named so on the shopper's own files.
 */
const LATIN_NAMES = new Set([
  'Dokan',
  'bKash',
  'Nagad',
  'Rocket',
  'SSLCommerz',
  'TrxID',
  'Steadfast',
  'Pathao',
  'RedX',
  'YouTube',
  'Vimeo',
  'JPG',
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
  'AVIF',
  'CSV',
]);

/** The texts' top-level parts: a visible `orders.title` is a text shown by its key. */
const TEXT_KEY = await (async () => {
  const en = JSON.parse(await readFile(new URL('../../apps/web/src/locales/en.json', import.meta.url), 'utf8'));
  return new RegExp(`(?<![\\w@./-])(?:${Object.keys(en).join('|')})(?:\\.[A-Za-z_]+)+(?![\\w/-])`, 'g');
})();

/** What a loaded page shows, read in the browser. */
interface Reading {
  title: string;
  /** The visible text, placeholders included. */
  text: string;
  /** The part of it in the page's language: not code, nor a part marked as in another language (`lang="en"`). */
  ownText: string;
  /** How much wider the document is than the screen. */
  overflow: number;
  /** Visible elements reaching past the screen's left or right edge, not inside a box that scrolls or clips them. */
  pastEdge: string[];
  /** The API's answers the server put into the page it rendered (the app reads them instead of asking). */
  state: string | null;
  /** Check boxes, radio buttons and breadcrumb links smaller than 24 x 24 px (WCAG 2.2, 2.5.8). */
  smallTargets: string[];
}

function readPage(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const pageLanguage = document.documentElement.lang;
    const clipsX = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const pastEdge: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.left >= -1 && rect.right <= width + 1) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (clipsX(parent)) {
          clipped = true;
          break;
        }
      if (!clipped) pastEdge.push(`${describe(element)} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`);
    }
    const text: string[] = [];
    const ownText: string[] = [];
    const own = (element: Element) =>
      element.closest('[lang]')?.getAttribute('lang') === pageLanguage && !element.closest('code, kbd, samp');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('script, style, template') || !parent.checkVisibility()) continue;
      text.push(node.textContent!);
      if (own(parent)) ownText.push(node.textContent!);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('input, textarea')) {
      if (!field.placeholder || !field.checkVisibility()) continue;
      text.push(field.placeholder);
      if (own(field)) ownText.push(field.placeholder);
    }
    return {
      title: document.title,
      text: text.join('\n'),
      ownText: ownText.join('\n'),
      overflow: document.documentElement.scrollWidth - width,
      pastEdge: pastEdge.slice(0, 5),
      state: document.getElementById('dokan-state')?.textContent ?? null,
      smallTargets: [...document.querySelectorAll('input[type=checkbox], input[type=radio], nav ol a')]
        .filter((target) => target.checkVisibility())
        .map((target) => ({ target, rect: target.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width < 24 || rect.height < 24)
        .map(({ target, rect }) => `${describe(target)} ${Math.round(rect.width)}x${Math.round(rect.height)}`),
    };
  });
}

/**
 * Words the owner or a shopper wrote in English only, as the API sent them to the page: a field whose
 * Bangla twin (`productNameBn` beside `productName`) is filled lends none, nor do the API's
 * messages and the codes it names states by ('processing').
 */
function ownersWords(body: unknown, into: Set<string>): void {
  const lend = (value: string) => {
    if (/^[a-z_]+$/.test(value)) return;
    for (const word of value.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) into.add(word);
  };
  if (typeof body === 'string') lend(body);
  else if (Array.isArray(body)) for (const item of body) ownersWords(item, into);
  else if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'message') continue;
      const twin = record[`${key}Bn`];
      if (typeof twin === 'string' && twin.trim()) continue;
      // A list's twin names each item in Bangla, or leaves it null where the owner wrote none.
      if (Array.isArray(value) && Array.isArray(twin))
        value.forEach((item, at) => {
          if (!twin[at]) ownersWords(item, into);
        });
      else ownersWords(value, into);
    }
  }
}

/** Latin-script words in `text` that are not names, e-mail addresses, web addresses or codes with digits. */
function latinWords(text: string, allowed: Set<string>): string[] {
  const words = text
    .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\/\S*/g, ' ')
    .split(/[^\p{L}\p{M}\p{N}'’#]+/u)
    .filter((token) => /[A-Za-z]/.test(token) && !/\d/.test(token) && !token.startsWith('#'))
    .flatMap((token) => token.match(/[A-Za-z][A-Za-z'’]*/g) ?? []);
  return [...new Set(words.filter((word) => !allowed.has(word) && !LATIN_NAMES.has(word)))];
}

let browser: Browser;
/** The names the signed-in shopper and the admin gave themselves, and the product's words (the cart shows them from its own copy). */
const signedInNames = new Set<string>();
const productWords = new Set<string>();
const contexts = new Map<string, Page>();

/** One page per role, language and screen, signed in as the role needs, its language chosen by the cookie. */
async function pageFor(role: Role, language: Language, viewport: typeof PHONE): Promise<Page> {
  const key = `${role}:${language}:${viewport.width}`;
  const existing = contexts.get(key);
  if (existing) return existing;
  const { context, page } = await openPage(browser, viewport);
  if (role !== 'visitor') await signInAs(page, role === 'admin' ? ADMIN : shopper);
  if (role === 'shopper') {
    // The cart and checkout pages with a product in the cart.
    await page.goto(`/products/${productId}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
  }
  await setLanguage(context, language);
  contexts.set(key, page);
  return page;
}

async function setLanguage(context: BrowserContext, language: Language) {
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  shopper = await newShopper('Every Page', 'every-page-2026');
  const list = await callApi<{ data: { _id: string; remainingProducts: number }[] }>(
    'GET',
    '/products?sortBy=rating&inStockFirst=true&limit=5',
  );
  productId = list.data.find((product) => product.remainingProducts >= 3)!._id;
  ownersWords(await callApi('GET', `/products/${productId}`), productWords);
  for (const name of [shopper.name, ADMIN.name]) for (const word of name.split(' ')) signedInNames.add(word);
});

afterAll(async () => browser?.close());

// The pages read, placed first: a shopper's order with cash on delivery.
it('has a shopper with an order', async () => {
  const { page } = await openPage(browser, DESKTOP);
  await signInAs(page, shopper);
  await buyNow(page, productId, 'Cash on Delivery');
  await page.waitForURL(ORDER_PLACED);
  [order] = (await myOrders(page)) as [typeof order];
  await page.context().close();
});

const SCREENS = { phone: PHONE, desktop: DESKTOP };

describe.each([
  ['en', 'phone'],
  ['bn', 'phone'],
  ['en', 'desktop'],
  ['bn', 'desktop'],
] as const)('every page in %s on a %s', (language, screen) => {
  const titles = new Map<string, string>();

  it.each(Object.keys(ROUTES))('%s', async (name) => {
    const route = ROUTES[name]!;
    const page = await pageFor(route.role, language, SCREENS[screen]);
    const errors: string[] = [];
    const allowed = new Set([...signedInNames, ...productWords]);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const own = message.location().url === page.url() && message.text().includes(`status of ${route.status} `);
      if (!own) errors.push(message.text());
    };
    const onError = (error: Error) => errors.push(error.message);
    const answers: Promise<void>[] = [];
    const onResponse = (response: Response) => {
      if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
      answers.push(
        response.json().then(
          (body: unknown) => ownersWords(body, allowed),
          () => undefined,
        ),
      );
    };
    page.on('console', onConsole);
    page.on('pageerror', onError);
    page.on('response', onResponse);
    try {
      await page.goto(route.path());
      await page.waitForLoadState('networkidle');
      await route.then?.(page);
      const reading = await readPage(page);
      await Promise.all(answers);
      if (reading.state) ownersWords(JSON.parse(reading.state), allowed);
      expect.soft(await page.getAttribute('html', 'lang')).toBe(language);
      expect.soft(reading.text.match(TEXT_KEY) ?? [], 'texts shown by their keys').toEqual([]);
      if (language === 'bn') {
        expect.soft(latinWords(reading.ownText, allowed), 'English words on the Bangla page').toEqual([]);
      }
      expect.soft(reading.overflow, 'the page wider than the screen').toBeLessThanOrEqual(0);
      expect.soft(reading.pastEdge, 'elements past the screen edge').toEqual([]);
      expect.soft(reading.smallTargets, 'targets under 24 x 24 px').toEqual([]);
      expect.soft(errors, 'console errors').toEqual([]);
      const first = titles.get(reading.title);
      if (route.samePageAs) expect.soft(first, 'the title of the page it shows').toBe(route.samePageAs);
      else expect.soft(first, `"${reading.title}" is also the title of ${first}`).toBeUndefined();
      titles.set(reading.title, route.samePageAs ?? name);
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('response', onResponse);
    }
  });
});

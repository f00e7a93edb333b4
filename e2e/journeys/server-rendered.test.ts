/**
 * The landing pages arrive rendered: their HTML already holds what the shopper came for (read here
 * without running a script), and the app takes it over in Chromium without a hydration error,
 * working as before.
 */
import { describe, expect, inject, it } from 'vitest';

import { api, useBrowserPage } from '../support/browser.ts';

interface ProductCard {
  _id: string;
  productName: string;
}

const session = useBrowserPage();

async function html(path: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** React escapes these in text; the page shows them as typed. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

/**
 * The page's HTML without the state it hands the app, and the first product of the list that state
 * holds: what the page was drawn from. Other journeys add products to the same shop meanwhile, and a
 * listing answer is kept a few seconds, so the page is checked against its own data, not a fresh read.
 */
function drawnFrom(page: string): { markup: string; first: ProductCard } {
  const state = /<script type="application\/json" id="dokan-state">(.*?)<\/script>/s.exec(page);
  expect(state, 'the page hands its state to the app').toBeTruthy();
  const { queries } = JSON.parse(state![1]!) as { queries: { state: { data: unknown } }[] };
  const lists = queries
    .map(({ state }) => (state.data as { data?: unknown } | undefined)?.data)
    .filter((data): data is ProductCard[] => Array.isArray(data) && typeof data[0]?.productName === 'string');
  expect(lists.length, 'the page holds a list of products').toBeGreaterThan(0);
  return { markup: page.replace(state![0], ''), first: lists[0]![0]! };
}

describe('server-rendered pages', () => {
  it('sends Home, the listing and a product page with their content in the HTML', async () => {
    const home = await html('/');
    expect(home).toContain('<html lang="en" data-rendered>');
    expect(home).toContain('id="dokan-state"');
    const offers = drawnFrom(home);
    expect(offers.markup).toContain(escaped(offers.first.productName));

    const listing = drawnFrom(await html('/products?sortBy=newest'));
    const newest = listing.first;
    expect(listing.markup).toContain(escaped(newest.productName));

    const detail = await html(`/products/${newest._id}`);
    expect(detail).toMatch(new RegExp(`<title>${escaped(newest.productName)}: Tk [\\d,]+ \\| Dokan</title>`));
    expect(detail).toMatch(new RegExp(`<h1[^>]*>${escaped(newest.productName)}</h1>`));

    // Pages that are not landing pages stay the app shell the browser draws.
    expect(await html('/cart')).not.toContain('<html lang="en" data-rendered>');
  });

  it('hydrates the pages without an error, and they work', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const [product] = (await api<{ data: ProductCard[] }>('/products?sortBy=rating&limit=1')).data;

    await page.goto('/');
    await page.getByRole('heading', { name: 'Offer Products' }).waitFor();
    await page.goto('/products?sortBy=rating');
    await page.getByRole('link', { name: product!.productName }).first().click();
    await page.getByRole('heading', { level: 1, name: product!.productName }).waitFor();
    await page.goto(`/products/${product!._id}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await page.getByRole('tabpanel').waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/login**');
    expect(errors).toEqual([]);
  });

  it("paints a rendered page before the app's code starts, then the code takes over", async () => {
    const { page } = session;
    await page.goto('/');
    const offers = await api<{ total: number }>('/products?popularProducts=offer&limit=1');
    await page.getByText(`Showing 5 of ${offers.total} products`).waitFor();

    // Tapped once the app has taken over (page.goto waits for it): the tap counts once.
    await page.getByRole('button', { name: 'See More' }).click();
    await page.getByText(`Showing 10 of ${offers.total} products`).waitFor();
    expect(await page.locator('section[aria-labelledby="offer-products"] article').count()).toBe(10);

    const timing = await page.evaluate(() => {
      const entry = document.querySelector<HTMLScriptElement>('head > script[type="module"]')?.src;
      const started = performance.getEntriesByType('resource').find((item) => item.name === entry)?.startTime;
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return { entry, started, painted };
    });
    expect(timing.entry).toMatch(/\/assets\/index-[\w-]+\.js$/);
    expect(timing.started).toBeGreaterThanOrEqual(timing.painted!);
  });

  it('taps again, once, a button tapped before the app has taken over', async () => {
    const { page } = session;
    const offers = await api<{ total: number }>('/products?popularProducts=offer&limit=1');
    // The entry script is held back until the tap has landed, so the page is only the server's HTML.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    // Not page.goto, which waits for the app (support/browser.ts).
    await page.evaluate(() => location.assign('/'));
    await page.getByText(`Showing 5 of ${offers.total} products`).waitFor();
    await page.getByRole('button', { name: 'See More' }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    expect(await page.getByText(`Showing 5 of ${offers.total} products`).isVisible()).toBe(true);

    release();
    await page.getByText(`Showing 10 of ${offers.total} products`).waitFor();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await page.locator('section[aria-labelledby="offer-products"] article').count()).toBe(10);
    await page.unrouteAll();
  });

  it("draws the same ids as the server's HTML: a product's tabs name the panel each shows", async () => {
    const { page } = session;
    const [product] = (await api<{ data: ProductCard[] }>('/products?sortBy=rating&limit=1')).data;
    await page.goto(`/products/${product!._id}`);
    // React keeps the ids of the server's HTML; a panel drawn by the app is labelled by the id it gives
    // its tab, which names nothing when the two differ.
    await page.getByRole('tab', { name: 'Details', exact: true }).click();
    await page.getByRole('tabpanel', { name: 'Details' }).waitFor();
  });

  it("writes the language switch's label in the page's language, as the app does", async () => {
    const [product] = (await api<{ data: ProductCard[] }>('/products?sortBy=rating&limit=1')).data;
    const response = await fetch(`${inject('baseUrl')}/products/${product!._id}`, { headers: { cookie: 'lang=bn' } });
    const bangla = await response.text();
    expect(bangla).toContain('<span class="sr-only" lang="bn">ভাষা: </span>');
    expect(bangla).not.toMatch(/<span class="sr-only" lang="en">/);
  });
});

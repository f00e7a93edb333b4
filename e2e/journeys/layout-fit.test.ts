/**
 * What a shopper sees fits the screen: on a 360 px phone nothing is cut off without a sign that it
 * scrolls, nothing floats over what they are reading, prices never break; on a 1280 px desktop the
 * header spans the page like everything below it.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { api, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { buyNow, newShopper, ORDER_PLACED, signInAs } from '../support/shop.ts';

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Whether a row that scrolls sideways says so: it fades the end that hides more. */
const scrollHint = (row: Locator) => row.getAttribute('data-scroll-more');

/**
 * Scrolls up by `step` until the back-to-top button shows, as a shopper heading up keeps scrolling:
 * the page may still settle meanwhile (a tab's products, a picture) and move the view back down.
 */
async function headUpUntilShown(page: Page, backToTop: Locator, step: number) {
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, -step);
        return backToTop.count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(1);
}

async function withPage<T>(viewport: typeof PHONE, run: (page: Page) => Promise<T>): Promise<T> {
  const browser = await launchBrowser();
  try {
    return await run((await openPage(browser, viewport)).page);
  } finally {
    await browser.close();
  }
}

describe('on a 360 px phone', () => {
  it("shows Home's three recommended tabs whole, and the back-to-top button only when heading back up", async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      const tabs = page.getByRole('tablist', { name: 'Recommended for You' });
      await tabs.scrollIntoViewIfNeeded();
      const bestSeller = await box(page.getByRole('tab', { name: 'Best Seller' }));
      expect(bestSeller.x + bestSeller.width).toBeLessThanOrEqual(PHONE.width);
      expect(await scrollHint(tabs)).toBeNull();

      const backToTop = page.getByRole('button', { name: 'Back to top' });
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => window.scrollY > 1200);
      expect(await backToTop.count()).toBe(0);
      await headUpUntilShown(page, backToTop, 100);

      // Arriving at the end of the page, nothing sits on the copyright; heading back up, the button
      // shows beside or below its words, never on them.
      await page.mouse.wheel(0, 20_000);
      await page.waitForFunction(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      expect(await backToTop.count()).toBe(0);
      await headUpUntilShown(page, backToTop, 30);
      const words = await page.getByText(/All rights reserved/).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
      const button = await box(backToTop);
      const apart =
        words.x + words.width <= button.x ||
        button.x + button.width <= words.x ||
        words.y + words.height <= button.y ||
        button.y + button.height <= words.y;
      expect(apart).toBe(true);
    });
  });

  it("fades the end of a product's tabs that does not fit, and fits the header's search word", async () => {
    await withPage(PHONE, async (page) => {
      const list = await api<{ data: { _id: string }[] }>('/products?sortBy=rating&limit=1');
      await page.goto(`/products/${list.data[0]!._id}`);
      const tabs = page.getByRole('tablist', { name: 'About this product' });
      await tabs.scrollIntoViewIfNeeded();
      const faq = await box(page.getByRole('tab', { name: /^FAQ/ }));
      // The hint is the app's: it comes once the page has hydrated.
      if (faq.x + faq.width > PHONE.width) await expect.poll(() => scrollHint(tabs)).toBe('end');

      const search = page.getByRole('searchbox', { name: 'Search products' });
      const fits = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return canvas.measureText(input.placeholder).width <= room;
      });
      expect(fits).toBe(true);
    });
  });

  it("keeps a price whole at checkout, and shows the dashboard's recent orders with their status", async () => {
    await withPage(PHONE, async (page) => {
      const shopper = await newShopper('Layout Tester', 'layout-pass-1');
      await signInAs(page, shopper);
      const [dear] = (await api<{ data: { _id: string }[] }>('/products?minPrice=9000&inStockFirst=true&limit=1')).data;
      await buyNow(page, dear!._id, 'Cash on Delivery');
      await page.waitForURL(ORDER_PLACED);

      await page.goto('/user');
      const table = page.getByRole('table');
      await table.waitFor();
      const status = await box(table.getByRole('columnheader', { name: 'Status' }));
      expect(status.x + status.width).toBeLessThanOrEqual(PHONE.width);

      await page.goto(`/products/${dear!._id}`);
      await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
      await page.waitForURL('**/checkout');
      const quantity = page.getByText(/^1 × Tk/);
      expect(await quantity.textContent()).toMatch(/Tk\u00a0[\d,]+/);
      // Drawn on one line from 'Tk' to the end of the amount.
      const lines = await quantity.evaluate((element) => {
        const text = element.firstChild as Text;
        const range = document.createRange();
        range.setStart(text, text.data.indexOf('Tk'));
        range.setEnd(text, text.data.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    });
  });
});

describe('on a 1280 px desktop', () => {
  it('spans the header across the page, its last control level with the content below', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      const login = await box(page.getByRole('link', { name: 'Login' }));
      const banner = await box(page.getByRole('region', { name: 'Offers' }));
      expect(login.x + login.width).toBeGreaterThan(banner.x + banner.width - 24);
    });
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage } from '../support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser));
});
afterAll(async () => browser?.close());

describe('an unknown address', () => {
  it("shows 'Oops! Page Not Found' with Go Back and Go to Homepage", async () => {
    await page.goto('/products');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/products');

    await page.goto('/also/not/here');
    await page
      .getByRole('link', { name: 'Go to Homepage' })
      .or(page.getByRole('button', { name: 'Go to Homepage' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it("shows 'Product not found' for a product that does not exist", async () => {
    await page.goto('/products/00000000-0000-4000-8000-000000000000');
    await page.getByText('Product not found').waitFor();
    await page
      .getByRole('link', { name: 'Back to Products' })
      .or(page.getByRole('button', { name: 'Back to Products' }))
      .first()
      .click();
    await page.waitForURL('**/products');
  });
});

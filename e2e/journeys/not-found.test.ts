import { describe, expect, it } from 'vitest';

import { useBrowserPage } from '../support/browser.ts';

const session = useBrowserPage();

describe('an unknown address', () => {
  it("shows 'Oops! Page Not Found' with Go Back and Go to Homepage", async () => {
    await session.page.goto('/products');
    await session.page.goto('/no-such-page');
    await session.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();

    await session.page.getByRole('button', { name: 'Go Back' }).click();
    await session.page.waitForURL('**/products');

    await session.page.goto('/also/not/here');
    await session.page
      .getByRole('link', { name: 'Go to Homepage' })
      .or(session.page.getByRole('button', { name: 'Go to Homepage' }))
      .first()
      .click();
    await session.page.waitForURL((url) => url.pathname === '/');
    expect(new URL(session.page.url()).pathname).toBe('/');
  });

  it("shows 'Product not found' for a product that does not exist", async () => {
    await session.page.goto('/products/00000000-0000-4000-8000-000000000000');
    await session.page.getByText('Product not found').waitFor();
    await session.page
      .getByRole('link', { name: 'Back to Products' })
      .or(session.page.getByRole('button', { name: 'Back to Products' }))
      .first()
      .click();
    await session.page.waitForURL('**/products');
  });
});

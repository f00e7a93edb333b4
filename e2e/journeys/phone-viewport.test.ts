import { describe, expect, it } from 'vitest';

import { api, PHONE, useBrowserPage } from '../support/browser.ts';

const session = useBrowserPage(PHONE);

const overflowsSideways = () =>
  session.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe('on a 360 px phone', () => {
  it('shows Home without sideways scrolling, with the policy cards in a swipeable row', async () => {
    await session.page.goto('/');
    await session.page.getByRole('heading', { name: 'Offer Products' }).waitFor();
    await session.page.getByText('We provide 0% EMI facilities*').waitFor();
    expect(await overflowsSideways()).toBe(false);
  });

  it('opens the filters as a sheet from a Filters button with a count badge', async () => {
    const categories = await api<{ _id: string }[]>('/categories');
    await session.page.goto(`/products?category=${categories[0]!._id}&discount=5`);
    const filtersButton = session.page.getByRole('button', { name: /Filters/ });
    await expect(filtersButton.innerText()).resolves.toMatch(/2/);
    await filtersButton.click();
    await session.page.getByRole('dialog').getByText('Active Filters (2)').waitFor();
    await session.page.getByRole('dialog').getByText('Price Range').waitFor();
    await session.page.keyboard.press('Escape');
    expect(await overflowsSideways()).toBe(false);
  });

  it('shows a product with its buying buttons within the screen width', async () => {
    const list = await api<{ data: { _id: string }[] }>('/products?sortBy=rating&limit=1');
    await session.page.goto(`/products/${list.data[0]!._id}`);
    await session.page.getByRole('button', { name: 'Buy Now' }).waitFor();
    expect(await overflowsSideways()).toBe(false);
  });
});

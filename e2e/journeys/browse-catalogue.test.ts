import { describe, expect, it } from 'vitest';

import { api, useBrowserPage } from '../support/browser.ts';

interface ListAnswer {
  total: number;
  data: {
    _id: string;
    productName: string;
    productPrice: number;
    productDiscount: number;
    productCategory: { _id: string };
  }[];
}

const session = useBrowserPage();

const cards = () => session.page.getByRole('main').getByRole('article');

/** The selling price of each card: its first 'Tk 1,250' (the struck-through original comes after). */
async function cardPrices(): Promise<number[]> {
  const texts = await cards().allInnerTexts();
  return texts.map((text) => Number(/Tk ([\d,]+)/.exec(text)![1]!.replaceAll(',', '')));
}

describe('a visitor browses the catalogue', () => {
  it('goes from Home to a category, filters by price and discount, searches with a typo and opens a product', async () => {
    await session.page.goto('/');
    await session.page.getByRole('heading', { name: 'Offer Products' }).waitFor();

    // Category strip -> listing of that category.
    const categories = await api<{ _id: string; categoryName: string }[]>('/categories');
    const category = categories[0]!;
    await session.page.getByRole('link', { name: category.categoryName }).first().click();
    await session.page.waitForURL(`**/products?category=${category._id}`);
    const inCategory = await api<ListAnswer>(`/products?category=${category._id}`);
    await session.page.getByText(`Showing 10 of ${inCategory.total} products`).waitFor();

    // A discount (as a banner link sets it) and a maximum price typed into the filter panel.
    await session.page.goto(`/products?category=${category._id}&discount=10`);
    const discounted = await api<ListAnswer>(`/products?category=${category._id}&discount=10&limit=0`);
    expect(discounted.total).toBeGreaterThan(0);
    await session.page.getByText(`with 10% discount`).waitFor();
    const maxPrice = [...discounted.data.map((p) => p.productPrice)].sort((a, b) => a - b)[
      Math.floor(discounted.total / 2)
    ]!;
    const maxInput = session.page.getByRole('spinbutton', { name: 'Max Price' });
    await maxInput.fill(String(maxPrice));
    await maxInput.press('Enter');
    await session.page.waitForURL(new RegExp(`maxPrice=${maxPrice}`));
    const expected = await api<ListAnswer>(
      `/products?category=${category._id}&discount=10&maxPrice=${maxPrice}&limit=0`,
    );
    await session.page
      .getByText(new RegExp(`Showing ${Math.min(10, expected.total)} of ${expected.total} products`))
      .waitFor();
    const prices = await cardPrices();
    expect(prices).toHaveLength(Math.min(10, expected.total));
    for (const price of prices) expect(price).toBeLessThanOrEqual(maxPrice);

    // The slider's lower thumb, by keyboard: the browser's own range input steps by 50 and the URL follows.
    const minThumb = session.page.getByRole('slider', { name: 'Min Price' });
    await minThumb.focus();
    await minThumb.press('ArrowRight');
    await minThumb.press('ArrowRight');
    await session.page.waitForURL(/minPrice=100(&|$)/);
    await expect(session.page.getByRole('spinbutton', { name: 'Min Price' }).inputValue()).resolves.toBe('100');
    expect(new URL(session.page.url()).searchParams.get('maxPrice')).toBe(String(maxPrice));

    // Search from the navbar with a typo.
    const search = session.page.getByRole('searchbox', { name: 'Search products' }).first();
    await search.fill('tshrt');
    await search.press('Enter');
    await session.page.waitForURL('**/products?search=tshrt');
    await session.page.getByText('for "tshrt"').waitFor();
    const firstCard = cards().first();
    await expect(firstCard.innerText()).resolves.toMatch(/t-?shirt/i);

    // Product detail: gallery, tabs, related products.
    const name = (await firstCard.getByRole('heading').innerText()).trim();
    await firstCard.click();
    await session.page.waitForURL('**/products/*');
    await session.page.getByRole('heading', { level: 1, name }).waitFor();
    await session.page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(name).waitFor();

    const mainImage = session.page.getByRole('button', { name: /^Open image \d+ of \d+ in full size$/ });
    const before = await mainImage.getAttribute('aria-label');
    expect(before).toMatch(/^Open image 1 of/);
    await session.page.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => mainImage.getAttribute('aria-label')).toMatch(/^Open image 2 of/);

    await session.page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    await session.page.getByRole('tab', { name: /^FAQ \(\d+\)$/ }).click();
    await session.page.getByRole('tab', { name: 'Details' }).click();
    await session.page.getByText('Tags').waitFor();

    const related = session.page.locator('section[aria-labelledby="related-products"]').getByRole('article');
    await related.first().waitFor();
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(8);
    const relatedNames = await related.getByRole('heading').allInnerTexts();
    expect(relatedNames).not.toContain(name);
  });

  it('sends a logged-out visitor from Add to Cart to the sign-in page', async () => {
    const list = await api<{ data: { _id: string; remainingProducts: number }[] }>('/products?sortBy=sales&limit=20');
    const inStock = list.data.find((p) => p.remainingProducts > 0)!;
    await session.page.goto(`/products/${inStock._id}`);
    await session.page.getByRole('button', { name: 'Add to Cart' }).click();
    await session.page.waitForURL('**/login');
    await session.page.getByText('Please Login to buy').waitFor();
    await session.page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { serveApi } from '@/test/api';
import { aProductList, manyProducts } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { ProductListPage } from './product-list-page';

const PANJABI = { _id: 'sub-1', subCategoryName: 'Panjabi', subCategoryImage: null, categoryId: 'cat-1' };

function serveListing(products: Parameters<typeof serveApi>[0]['/api/products']) {
  return serveApi({
    '/api/categories': { data: [{ _id: 'cat-1', categoryName: "Men's Fashion", categoryImage: '' }] },
    '/api/subcategories': { data: [PANJABI] },
    '/api/settings': { data: { shopName: 'Dokan', publicUrl: 'https://dokan.example' } },
    '/api/products': products,
  });
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('ProductListPage', () => {
  it('asks for the URL filters, 10 per page, and heads the results with the search and discount', async () => {
    const api = serveListing({ data: aProductList(manyProducts(10), { total: 23, pages: 3, page: 2 }) });
    renderAt(<ProductListPage />, {
      path: '/products',
      url: '/products?search=rice&discount=15&page=2&maxPrice=10000',
    });

    expect(await screen.findByText('Showing 10 of 23 products for "rice" with 15% discount')).toBeTruthy();
    expect(screen.getByText('Page 2 | Limit: 10')).toBeTruthy();
    const query = api.requested('/api/products')[0]?.searchParams;
    // A search keeps its order by relevance.
    expect(Object.fromEntries(query ?? [])).toEqual({ search: 'rice', discount: '15', page: '2', limit: '10' });
  });

  it('lists a category with its products in stock before the sold-out ones, as Home does', async () => {
    const api = serveListing({ data: aProductList(manyProducts(10), { total: 23 }) });
    renderAt(<ProductListPage />, { path: '/products', url: '/products?category=cat-1&sortBy=sales' });
    await screen.findByText('Showing 10 of 23 products');
    expect(Object.fromEntries(api.requested('/api/products')[0]?.searchParams ?? [])).toEqual({
      category: 'cat-1',
      sortBy: 'sales',
      page: '1',
      limit: '10',
      inStockFirst: 'true',
    });
  });

  it('names the category chosen in its title and description; its canonical address leaves out the order and price range', async () => {
    serveListing({ data: aProductList(manyProducts(10), { total: 42 }) });
    renderAt(<ProductListPage />, {
      path: '/products',
      url: '/products?category=cat-1&subCategory=sub-1&sortBy=sales&minPrice=500&page=2',
    });
    // The subcategory's name comes with its own request: on a busy machine later than a second.
    await vi.waitFor(() => expect(document.title).toBe('Panjabi, page 2 | Dokan'), { timeout: 3000 });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Panjabi at Dokan: 42 products with prices in taka, cash on delivery and bKash, Nagad or Rocket payments across Bangladesh.',
    );
    expect(canonical()).toBe('https://dokan.example/products?category=cat-1&subCategory=sub-1&page=2');
    expect(robots()).toBeUndefined();
  });

  it('keeps a search out of the index', async () => {
    serveListing({ data: aProductList(manyProducts(3)) });
    renderAt(<ProductListPage />, { path: '/products', url: '/products?search=rice' });
    await vi.waitFor(() => expect(document.title).toBe('Results for "rice" | Dokan'));
    expect(robots()).toBe('noindex, follow');
  });

  it('pages with Previous and Next, disabled at the ends', async () => {
    serveListing((url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return { data: aProductList(manyProducts(10), { total: 20, pages: 2, page }) };
    });
    renderAt(<ProductListPage />, { path: '/products', url: '/products?category=tea' });

    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location').textContent).toBe('/products?category=tea&page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('hides the pagination on a single page and shows 8 skeleton cards while loading', async () => {
    serveListing({ data: aProductList(manyProducts(3)) });
    renderAt(<ProductListPage />, { path: '/products', url: '/products' });
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("says 'No products found' for an empty result", async () => {
    serveListing({ data: aProductList([]) });
    renderAt(<ProductListPage />, { path: '/products', url: '/products?search=zzz' });
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it('shows the server message and a Retry button when loading fails', async () => {
    serveListing({ status: 400, message: 'minPrice must not exceed maxPrice' });
    renderAt(<ProductListPage />, { path: '/products', url: '/products' });
    expect(await screen.findByText('Error loading products')).toBeTruthy();
    expect(screen.getByText('minPrice must not exceed maxPrice')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('ProductListPage in Bangla', () => {
  it("counts the phone's filters and shows the price examples in Bangla digits", async () => {
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      serveListing({ data: aProductList(manyProducts(3)) });
      renderAt(<ProductListPage />, { path: '/products', url: '/products?discount=15&minPrice=500' });
      const button = await screen.findByRole('button', { name: /^ফিল্টার/, expanded: false });
      expect(button.textContent).toContain('২');
      expect(button.textContent).not.toMatch(/[0-9]/);
      await userEvent.click(button);
      const sheet = await screen.findByRole('dialog');
      const placeholders = within(sheet)
        .getAllByRole('spinbutton')
        .map((field) => field.getAttribute('placeholder'));
      expect(placeholders).toHaveLength(2);
      for (const placeholder of placeholders) expect(placeholder).toMatch(/^[০-৯]+$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

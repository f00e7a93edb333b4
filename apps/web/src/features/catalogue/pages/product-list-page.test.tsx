import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveApi } from '@/test/api';
import { aProductList, manyProducts } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { ProductListPage } from './product-list-page';

function serveListing(products: Parameters<typeof serveApi>[0]['/api/products']) {
  return serveApi({
    '/api/categories': { data: [] },
    '/api/products': products,
  });
}

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
    expect(Object.fromEntries(query ?? [])).toEqual({ search: 'rice', discount: '15', page: '2', limit: '10' });
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

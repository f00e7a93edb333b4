import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AdminProduct } from '@dokan/domain';
import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { aProduct } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { ProductsPage } from './products-page';

const CAT = '00000000-0000-4000-8000-00000000c001';

function anAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const { reviews: _reviews, ...product } = aProduct();
  return {
    ...product,
    categoryName: 'Groceries',
    subCategoryId: null,
    subSubCategoryId: null,
    updatedAt: product.createdAt,
    ...overrides,
  };
}

const rice = anAdminProduct({
  productName: 'Miniket Rice 5 kg',
  productPrice: 1125,
  productOriginalPrice: 1250,
  productDiscount: 10,
  remainingProducts: 3,
  sales: 340,
  OwnerId: { _id: 'o1', name: 'Karim Traders' },
});

function serve(products: AdminProduct[] = [rice]) {
  return serveApi({
    '/api/admin/products': {
      data: { count: products.length, total: products.length, page: 1, pages: 1, data: products },
    },
    '/api/categories': { data: [{ _id: CAT, categoryName: 'Groceries', categoryImage: null }] },
    [`/api/products/${rice._id}`]: { data: null },
  });
}

const renderPage = (url = '/admin/products') => renderAt(<ProductsPage />, { path: '/admin/products', url });

describe('ProductsPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role: 'admin' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it('lists price in taka, stock with a low-stock mark, sales and owner', async () => {
    serve();
    renderPage();
    const row = (await screen.findByRole('link', { name: 'Miniket Rice 5 kg' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Tk 1,125')).toBeTruthy();
    expect(within(row).getByText('Tk 1,250')).toBeTruthy();
    expect(within(row).getByText('Low')).toBeTruthy();
    expect(within(row).getByText('340')).toBeTruthy();
    expect(within(row).getByText('Karim Traders')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit Miniket Rice 5 kg' }).getAttribute('href')).toBe(
      `/admin/products/${rice._id}/edit`,
    );
  });

  it('keeps the filters and the sort in the address and asks the server with them', async () => {
    const api = serve();
    renderPage('/admin/products?search=rice');
    await screen.findByRole('link', { name: 'Miniket Rice 5 kg' });
    expect(api.requested('/api/admin/products')[0]?.searchParams.get('search')).toBe('rice');
    await userEvent.selectOptions(screen.getByLabelText('Stock'), 'Low stock (5 or fewer)');
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/products?search=rice&lowStock=true&sort=price&dir=asc',
      ),
    );
    const last = api.requested('/api/admin/products').at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toMatchObject({
      search: 'rice',
      lowStock: 'true',
      sort: 'price',
      dir: 'asc',
      page: '1',
    });
  });

  it('deletes a product only after confirmation', async () => {
    const api = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Miniket Rice 5 kg' }));
    expect(api.requested(`/api/products/${rice._id}`)).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByText('Miniket Rice 5 kg was deleted')).toBeTruthy();
    expect(api.requested(`/api/products/${rice._id}`)).toHaveLength(1);
  });

  it('says when nothing matches the filters', async () => {
    serve([]);
    renderPage('/admin/products?lowStock=true');
    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
  });
});

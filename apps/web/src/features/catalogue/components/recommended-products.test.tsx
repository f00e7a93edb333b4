import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveApi } from '@/test/api';
import { aProductList, manyProducts } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { RecommendedProducts } from './recommended-products';

describe('RecommendedProducts', () => {
  it('asks for 12 products of each tab, those in stock first', async () => {
    const api = serveApi({ '/api/products': { data: aProductList(manyProducts(12)) } });
    renderAt(<RecommendedProducts />);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('tab', { name: 'Best Seller' }));
    await screen.findByRole('link', { name: 'Explore More Best Seller' });

    const asked = api.requested('/api/products').map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual([
      { sortBy: 'newest', limit: '12', inStockFirst: 'true' },
      { sortBy: 'sales', limit: '12', inStockFirst: 'true' },
    ]);
  });
});

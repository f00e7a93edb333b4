import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveApi } from '@/test/api';
import { aProductList, manyProducts } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { OfferProducts } from './offer-products';

const cards = () => screen.getAllByRole('article');

describe('OfferProducts', () => {
  it("asks for the offers it shows: 5, 'See More' adding 5 and 'Show Less' folding back", async () => {
    const offers = manyProducts(12, { productDiscount: 10 });
    const api = serveApi({
      '/api/products': (url) => {
        const limit = Number(url.searchParams.get('limit'));
        return {
          data: aProductList(offers.slice(0, limit), { total: offers.length, pages: Math.ceil(offers.length / limit) }),
        };
      },
    });
    renderAt(<OfferProducts />);

    expect(await screen.findByText('Showing 5 of 12 products')).toBeTruthy();
    expect(cards()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show Less' })).toBeNull();
    const limits = () => api.requested('/api/products').map((url) => url.searchParams.get('limit'));
    expect(api.requested('/api/products')[0]?.searchParams.get('popularProducts')).toBe('offer');
    // Offers in stock come first: a sold-out one is not what Home leads with.
    expect(api.requested('/api/products')[0]?.searchParams.get('inStockFirst')).toBe('true');
    expect(limits()).toEqual(['5']);

    await userEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(await screen.findByText('Showing 10 of 12 products')).toBeTruthy();
    expect(cards()).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(await screen.findByText('Showing 12 of 12 products')).toBeTruthy();
    expect(cards()).toHaveLength(12);
    expect(limits()).toEqual(['5', '10', '15']);
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 12 products')).toBeTruthy();
  });

  it('offers neither button when 5 or fewer exist', async () => {
    serveApi({ '/api/products': { data: aProductList(manyProducts(4)) } });
    renderAt(<OfferProducts />);
    expect(await screen.findByText('Showing 4 of 4 products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show Less' })).toBeNull();
  });

  it("says 'Error loading products' and 'Please try again later' when the call fails", async () => {
    serveApi({ '/api/products': { status: 500, message: 'Database down' } });
    renderAt(<OfferProducts />);
    expect(await screen.findByText('Error loading products')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
  });
});

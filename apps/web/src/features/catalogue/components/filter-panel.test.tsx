import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveApi } from '@/test/api';
import { aCategory } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { FilterPanel } from './filter-panel';

const rice = aCategory({ categoryName: 'Rice' });
const fish = aCategory({ categoryName: 'Fish' });

function renderPanel(url: string) {
  serveApi({
    '/api/categories': { data: [rice, fish] },
    '/api/subcategories': { data: [] },
    '/api/subsubcategories': { data: [] },
  });
  return renderAt(<FilterPanel />, { path: '/products', url });
}

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://shop.test');
const minInput = () => screen.getByRole('spinbutton', { name: 'Min Price' });
const maxInput = () => screen.getByRole('spinbutton', { name: 'Max Price' });
const minThumb = () => screen.getByRole('slider', { name: 'Min Price' });
const maxThumb = () => screen.getByRole('slider', { name: 'Max Price' });
const afterPause = { timeout: 2000 };

describe('FilterPanel price range', () => {
  it('moves the slider with a typed minimum and puts it in the URL after a pause', async () => {
    renderPanel('/products?page=4');
    await userEvent.type(minInput(), '500');
    expect(minThumb()).toHaveProperty('value', '500');
    await waitFor(() => expect(location().searchParams.get('minPrice')).toBe('500'), afterPause);
    expect(location().searchParams.get('page')).toBeNull();
  });

  it('leaves the slider alone for a minimum above 10000', async () => {
    renderPanel('/products');
    await userEvent.click(minInput());
    await userEvent.paste('20000');
    expect(minThumb()).toHaveProperty('value', '0');
    await waitFor(() => expect(location().searchParams.get('minPrice')).toBe('20000'), afterPause);
  });

  it('does not send a maximum of 10000 or more, and parks the slider at 10000', async () => {
    renderPanel('/products?maxPrice=5000');
    expect(maxInput()).toHaveProperty('value', '5000');
    await userEvent.clear(maxInput());
    await userEvent.type(maxInput(), '15000');
    expect(maxThumb()).toHaveProperty('value', '10000');
    await waitFor(() => expect(location().searchParams.has('maxPrice')).toBe(false), afterPause);
    expect(maxInput()).toHaveProperty('value', '15000');
  });

  it('does not send a minimum of 0', async () => {
    renderPanel('/products?minPrice=300');
    await userEvent.clear(minInput());
    await userEvent.type(minInput(), '0');
    await waitFor(() => expect(location().searchParams.has('minPrice')).toBe(false), afterPause);
  });

  it('writes the slider position into the inputs and the URL', async () => {
    renderPanel('/products');
    // What the browser does on ArrowLeft: the range input steps, then the key is released.
    fireEvent.change(maxThumb(), { target: { value: '9950' } });
    fireEvent.keyUp(maxThumb(), { key: 'ArrowLeft' });
    expect(maxInput()).toHaveProperty('value', '9950');
    expect(minInput()).toHaveProperty('value', '0');
    await waitFor(() => expect(location().searchParams.get('maxPrice')).toBe('9950'));
    expect(location().searchParams.has('minPrice')).toBe(false);
  });

  it('follows the URL when the filters are cleared', async () => {
    renderPanel('/products?minPrice=200&maxPrice=800');
    expect(minThumb()).toHaveProperty('value', '200');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters (2)' }));
    expect(minInput()).toHaveProperty('value', '');
    expect(maxInput()).toHaveProperty('value', '');
    expect(maxThumb()).toHaveProperty('value', '10000');
  });
});

describe('FilterPanel categories', () => {
  it('clears the subcategory, sub-subcategory and page when another category is chosen', async () => {
    renderPanel(`/products?category=${rice._id}&subCategory=s1&subSubCategory=ss1&page=3&sortBy=sales`);
    expect(await screen.findByRole('button', { name: 'Rice', pressed: true })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fish' }));
    expect(location().search).toBe(`?category=${fish._id}&sortBy=sales`);
  });

  it('highlights a category given by name, as banners link', async () => {
    renderPanel('/products?category=rice');
    expect(await screen.findByRole('button', { name: 'Rice', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fish', pressed: false })).toBeTruthy();
  });

  it("counts the active filters and 'Clear All Filters (n)' keeps only the sort order", async () => {
    renderPanel('/products?search=tea&discount=10&sortBy=rating');
    expect(screen.getByRole('heading', { name: 'Active Filters (2)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters (2)' }));
    expect(location().search).toBe('?sortBy=rating');
    expect(screen.getByRole('heading', { name: 'Active Filters (0)' })).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveApi } from '@/test/api';
import { aProduct, aProductList } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { ProductDetailPage } from './product-detail-page';

const product = aProduct({
  productName: 'Jamdani Saree',
  productOriginalPrice: 5000,
  productDiscount: 10,
  productColors: ['red', 'navy'],
  productSizes: ['Free'],
  remainingProducts: 3,
  OwnerId: { _id: 'owner-1', name: 'Tangail Weavers' },
  faqs: [{ question: 'Is it handmade?', answer: 'Yes, on a handloom.' }],
});

function serveProduct(answer: Parameters<typeof serveApi>[0][string] = { data: product }) {
  return serveApi({
    [`/api/products/${product._id}`]: answer,
    '/api/products': { data: aProductList([]) },
  });
}

const renderPage = () => renderAt(<ProductDetailPage />, { path: '/products/:id', url: `/products/${product._id}` });

describe('ProductDetailPage', () => {
  it('shows the price, the saving, the seller and preselects the first colour and size', async () => {
    serveProduct();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamdani Saree' })).toBeTruthy();
    expect(screen.getByText('Tk 4,500')).toBeTruthy();
    expect(screen.getByText('You save Tk 500')).toBeTruthy();
    expect(screen.getByText('Tangail Weavers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'red', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Free', pressed: true })).toBeTruthy();
    expect(screen.getByText('3 available')).toBeTruthy();
  });

  it('steps the quantity between 1 and the stock', async () => {
    serveProduct();
    renderPage();
    const more = await screen.findByRole('button', { name: 'Increase quantity' });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(less).toHaveProperty('disabled', true);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('3')).toBeTruthy();
    expect(more).toHaveProperty('disabled', true);
    expect(less).toHaveProperty('disabled', false);
  });

  it("sends a visitor who wants to buy to /login, remembering the page, with 'Please Login to buy'", async () => {
    serveProduct();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please Login to buy')).toBeTruthy();
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toMatchObject({
      from: { pathname: `/products/${product._id}` },
    });
  });

  it('asks a visitor to log in for the wishlist', async () => {
    serveProduct();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Wishlist' }));
    expect(await screen.findByText('Please login to manage your wishlist')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('disables Add to Cart and Buy Now when out of stock', async () => {
    serveProduct({ data: { ...product, remainingProducts: 0 } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Buy Now' })).toHaveProperty('disabled', true);
  });

  it("opens the share dialog without a native share, and copies the link with 'Link copied to clipboard!'", async () => {
    serveProduct();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' });
    expect(dialog.textContent).toContain('Jamdani Saree - Only Tk 4,500');
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('lists the FAQs and says so when there are no reviews', async () => {
    serveProduct();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Reviews (0)' }));
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'FAQ (1)' }));
    expect(screen.getByText('Is it handmade?')).toBeTruthy();
  });

  it("shows 'Product not found' and 'Back to Products' for an unknown product", async () => {
    serveProduct({ status: 404, message: 'Product not found' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    expect(screen.getByTestId('location').textContent).toBe('/products');
  });
});

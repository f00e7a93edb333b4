import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { type Routes, serveApi } from '@/test/api';
import { aProductSummary } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { WishlistPage } from './wishlist-page';

const saree = aProductSummary({
  productName: 'Jamdani Saree',
  productOriginalPrice: 5000,
  productDiscount: 10,
  remainingProducts: 4,
  productColors: ['red'],
});
const lamp = aProductSummary({ productName: '', productOriginalPrice: 800, remainingProducts: 0 });

const WISHLIST = '/api/wishlist/get-wishlist/customer-1';
const removePath = (id: string) => `/api/wishlist/remove/customer-1/${id}`;

function serveWishlist(extra: Routes = {}, products = [saree, lamp]) {
  let current = products;
  const routes: Routes = {
    [WISHLIST]: () => ({ data: { products: current } }),
    ...Object.fromEntries(
      products.map((product) => [
        removePath(product._id),
        () => {
          current = current.filter((p) => p._id !== product._id);
          return { data: {} };
        },
      ]),
    ),
    ...extra,
  };
  return serveApi(routes);
}

const renderPage = () => renderAt(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });

describe('WishlistPage', () => {
  beforeEach(() =>
    useAuthStore.setState({ token: 'token-1', user: { _id: 'customer-1', name: 'Rahim', role: 'user' } }),
  );
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it("sends a visitor to /login with 'Please login to view your wishlist'", async () => {
    useAuthStore.setState({ token: null, user: null });
    serveWishlist();
    renderPage();
    expect(await screen.findByText('Please login to view your wishlist')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('shows each card: discount, name fallback, rating, price, stock text and the Out of Stock overlay', async () => {
    serveWishlist();
    renderPage();
    const cards = await screen.findAllByTestId('wishlist-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('10% OFF')).toBeTruthy();
    expect(within(first).getByText('Jamdani Saree')).toBeTruthy();
    expect(within(first).getByText('4.3')).toBeTruthy();
    expect(within(first).getByText('Tk 4,500')).toBeTruthy();
    expect(within(first).getByText('4 in stock')).toBeTruthy();
    expect(within(second).getByText('Unnamed Product')).toBeTruthy();
    expect(within(second).getByText('Out of Stock')).toBeTruthy();
    expect(within(second).getByText('Out of stock')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
    expect(within(second).getByRole('button', { name: 'Move to Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByText('2 items')).toBeTruthy();
  });

  it("removes one item with 'Item removed from wishlist!'", async () => {
    const api = serveWishlist();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Jamdani Saree from wishlist' }));
    expect(await screen.findByText('Item removed from wishlist!')).toBeTruthy();
    expect(api.requested(removePath(saree._id))).toHaveLength(1);
    await vi.waitFor(() => expect(screen.getAllByTestId('wishlist-card')).toHaveLength(1));
  });

  it("shows the server's message when a removal fails, else 'Failed to remove item'", async () => {
    serveWishlist({ [removePath(saree._id)]: { status: 500, message: 'Wishlist is locked' } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Jamdani Saree from wishlist' }));
    expect(await screen.findByText('Wishlist is locked')).toBeTruthy();
  });

  it("selects all and removes them with '2 items removed from wishlist!', then shows the empty screen", async () => {
    serveWishlist();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    expect(await screen.findByText('2 items removed from wishlist!')).toBeTruthy();
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByText('Start adding items you love to your wishlist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products');
  });

  it("says 'Failed to remove some items' when part of a selection stays", async () => {
    serveWishlist({ [removePath(lamp._id)]: { status: 500, message: 'No' } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Jamdani Saree' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Unnamed Product' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    expect(await screen.findByText('Failed to remove some items')).toBeTruthy();
  });

  it("adds to the cart ('Added to cart!') and moves to the cart, leaving the wishlist", async () => {
    const api = serveWishlist();
    renderPage();
    const user = userEvent.setup();
    const card = (await screen.findAllByTestId('wishlist-card'))[0] as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Move to Cart' }));
    expect(await screen.findByText('Cart updated!')).toBeTruthy();
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[];
    expect(cart).toEqual([expect.objectContaining({ productId: saree._id, quantity: 2, color: 'red', price: 4500 })]);
    await vi.waitFor(() => expect(api.requested(removePath(saree._id))).toHaveLength(1));
  });

  it("copies the product link with 'Product link copied to clipboard!'", async () => {
    serveWishlist();
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share Jamdani Saree' }));
    expect(await screen.findByText('Product link copied to clipboard!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/products/${saree._id}`);
  });

  it("refetches on Refresh with 'Wishlist refreshed!'", async () => {
    const api = serveWishlist();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Wishlist refreshed!')).toBeTruthy();
    expect(api.requested(WISHLIST)).toHaveLength(2);
  });

  it("shows 'Wishlist Unavailable' with the server's message, and Try Again loads it", async () => {
    let fail = true;
    serveApi({
      [WISHLIST]: () => (fail ? { status: 503, message: 'Service busy' } : { data: { products: [saree] } }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Wishlist Unavailable' })).toBeTruthy();
    expect(screen.getByText('Service busy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Jamdani Saree')).toBeTruthy();
  });

  it("shows 'Connection Error' and 'Failed to load wishlist' when the network fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeTruthy();
    expect(screen.getByText('Failed to load wishlist')).toBeTruthy();
  });
});

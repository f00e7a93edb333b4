import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { addToCart, type CartLine } from '@/lib/cart-store';
import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { serveApi } from '@/test/api';
import { aProduct } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { CartButton } from './cart-button';
import { CartView } from './cart-view';

const saree = aProduct({
  productName: 'Jamdani Saree',
  productOriginalPrice: 5000,
  productDiscount: 10,
  remainingProducts: 3,
});
const rice = aProduct({ productName: 'Miniket Rice', productOriginalPrice: 1250, remainingProducts: 10 });

function lineOf(product: typeof saree, overrides: Partial<CartLine> = {}): Omit<CartLine, 'subTotal'> {
  return {
    productId: product._id,
    productName: product.productName,
    productCategory: 'Groceries',
    price: 4500,
    quantity: 1,
    maxStock: product.remainingProducts,
    image: null,
    OwnerId: null,
    OwnerName: null,
    ...overrides,
  };
}

function serveProducts() {
  return serveApi({
    [`/api/products/${saree._id}`]: { data: saree },
    [`/api/products/${rice._id}`]: { data: rice },
  });
}

describe('CartButton and the cart sheet', () => {
  it('counts the lines in the badge and follows cartUpdated', async () => {
    serveProducts();
    renderAt(<CartButton />);
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    act(() => {
      addToCart(lineOf(saree));
    });
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
  });

  it('follows a cart changed in another tab (storage event)', () => {
    serveProducts();
    renderAt(<CartButton />);
    act(() => {
      localStorage.setItem('cart', JSON.stringify([{ ...lineOf(saree), subTotal: 4500 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
  });

  it('shows the current price from the server, not the stale one kept in the cart', async () => {
    serveProducts();
    addToCart(lineOf(saree, { price: 5000 }));
    renderAt(<CartButton />);
    await userEvent.click(screen.getByRole('button', { name: /Cart, 1 item/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(sheet).findByText('Tk 4,500 each')).toBeTruthy();
    expect(within(sheet).getByTestId('cart-total').textContent).toBe('Tk 4,500');
  });

  it("shows each line's picture at thumbnail size as the sheet opens, not lazily", async () => {
    serveProducts();
    addToCart(lineOf(saree, { image: '/api/media/products/saree/0.webp' }));
    renderAt(<CartButton />);
    await userEvent.click(screen.getByRole('button', { name: /Cart, 1 item/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    const picture = within(sheet).getByTestId('cart-line').querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/api/media/products/saree/0.webp?w=80&h=80&f=auto');
    expect(picture.getAttribute('srcset')).toContain('w=160&h=160');
    expect(picture.getAttribute('loading')).toBe('eager');
  });

  it('steps quantities within the stock, totals the ticked lines and removes a line', async () => {
    serveProducts();
    addToCart(lineOf(saree));
    addToCart(lineOf(rice, { price: 1250, quantity: 2 }));
    renderAt(<CartButton />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Cart, 2 items/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(sheet).getByTestId('cart-total').textContent).toBe('Tk 7,000');

    const sareeQuantity = within(sheet).getByRole('group', { name: 'Quantity of Jamdani Saree' });
    const more = within(sareeQuantity).getByRole('button', { name: 'Increase quantity' });
    await user.click(more);
    await user.click(more);
    expect(more).toHaveProperty('disabled', true);
    expect(within(sheet).getByTestId('cart-total').textContent).toBe('Tk 16,000');

    await user.click(within(sheet).getByRole('checkbox', { name: 'Select Miniket Rice' }));
    expect(within(sheet).getByTestId('cart-total').textContent).toBe('Tk 13,500');

    await user.click(within(sheet).getByRole('button', { name: 'Remove Jamdani Saree' }));
    expect(within(sheet).queryByText('Jamdani Saree')).toBeNull();
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
  });

  it('takes only the ticked lines to /checkout in navigation state', async () => {
    serveProducts();
    addToCart(lineOf(saree));
    addToCart(lineOf(rice, { price: 1250 }));
    renderAt(<CartButton />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Cart, 2 items/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Select Jamdani Saree' }));
    await user.click(within(sheet).getByRole('button', { name: 'Checkout' }));
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/checkout');
    const state = JSON.parse(location.dataset.state ?? 'null') as { items: CartLine[]; subtotal: number; from: string };
    expect(state.items.map((line) => line.productName)).toEqual(['Miniket Rice']);
    expect(state).toMatchObject({ subtotal: 1250, from: 'cart' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the cart is empty and offers Start Shopping', async () => {
    serveProducts();
    renderAt(<CartButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(sheet).getByText('Your cart is empty')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Start Shopping' })).toBeTruthy();
  });

  it("names a line by its product's Bangla name on a Bangla page, keeping the English one in the cart", async () => {
    const panjabi = aProduct({ productName: 'Cotton Panjabi', productNameBn: 'সুতি পাঞ্জাবি', remainingProducts: 5 });
    serveApi({
      [`/api/products/${panjabi._id}`]: { data: panjabi },
      [`/api/products/${rice._id}`]: { data: { ...rice, productNameBn: null } },
    });
    addToCart(lineOf(panjabi));
    addToCart(lineOf(rice));
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      renderAt(<CartView />);
      expect(await screen.findByRole('link', { name: 'সুতি পাঞ্জাবি' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Miniket Rice' })).toBeTruthy();
      expect(screen.queryByText('Cotton Panjabi')).toBeNull();
      expect(localStorage.getItem('cart')).toContain('Cotton Panjabi');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

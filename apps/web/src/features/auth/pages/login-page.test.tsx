import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { readCart } from '@/lib/cart-store';
import { type Answer, serveApi } from '@/test/api';
import { aCartLine } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { keepPurchaseIntent } from '../purchase-intent';
import { LoginPage } from './login-page';

const rahim = { _id: 'u1', name: 'Rahim Uddin', role: 'user' };

function renderLogin(signin: Answer, state?: unknown) {
  const api = serveApi({
    '/api/settings': { data: { googleClientId: null, otpLength: 4 } },
    '/api/user/signin': signin,
  });
  const view = renderAt(<LoginPage />, { path: '/login', url: '/login' });
  if (state) void view.router.navigate('/login', { state, replace: true });
  return { api, ...view };
}

const identifier = () => screen.getByLabelText('Email or Phone');
const password = () => screen.getByLabelText('Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

afterEach(() => useAuthStore.setState({ user: null, token: null }));

describe('LoginPage', () => {
  it('says which fields are missing on submit and sends nothing', async () => {
    const { api } = renderLogin({ data: null });
    await submit();
    expect(await screen.findByText('Email or phone is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(identifier().getAttribute('aria-invalid')).toBe('true');
    expect(api.requested('/api/user/signin')).toHaveLength(0);
  });

  it('revalidates on change once submitted: the message goes as soon as the field is filled', async () => {
    renderLogin({ data: null });
    await submit();
    await screen.findByText('Email or phone is required');
    await userEvent.type(identifier(), 'r');
    await waitFor(() => expect(screen.queryByText('Email or phone is required')).toBeNull());
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('refuses an identifier of blanks only (it is trimmed)', async () => {
    renderLogin({ data: null });
    await userEvent.type(identifier(), '   ');
    await userEvent.type(password(), 'secret1');
    await submit();
    expect(await screen.findByText('Email or phone is required')).toBeTruthy();
  });

  it('signs in with the trimmed identifier, says so and goes to the page the shopper came from', async () => {
    const { api } = renderLogin(
      { data: { user: rahim, accessToken: 'token-1' } },
      { from: { pathname: '/products/42', search: '?tab=reviews' } },
    );
    await userEvent.type(identifier(), '  01712345678 ');
    await userEvent.type(password(), 'secret1');
    await submit();
    expect(await screen.findByText('Login successful')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/products/42?tab=reviews'));
    expect(api.requested('/api/user/signin')).toHaveLength(1);
    const fetch = globalThis.fetch as unknown as { mock: { calls: Array<[string, RequestInit]> } };
    const [, init] = fetch.mock.calls.find(([url]) => String(url) === '/api/user/signin') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ identifier: '01712345678', password: 'secret1' });
    expect(useAuthStore.getState()).toMatchObject({ user: rahim, token: 'token-1', isLoading: false });
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('goes to the home page when no origin was remembered', async () => {
    renderLogin({ data: { user: rahim, accessToken: 'token-1' } });
    await userEvent.type(identifier(), 'rahim@example.com');
    await userEvent.type(password(), 'secret1');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it("shows the server's message when sign-in is refused", async () => {
    renderLogin({ status: 401, message: 'Invalid credentials' });
    await userEvent.type(identifier(), 'rahim@example.com');
    await userEvent.type(password(), 'wrong');
    await submit();
    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('shows and hides the password', async () => {
    renderLogin({ data: null });
    expect(password().getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('links to the reset flow and to sign-up, and shows no Google button without a client id', async () => {
    renderLogin({ data: null });
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    await waitFor(() => expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull());
  });

  describe("with a visitor's purchase kept from the product page", () => {
    const line = aCartLine({ productId: 'p-42' });
    const from = { from: { pathname: '/products/p-42' } };

    it('keeps the purchase a visitor brings, adds its line to the cart once signed in, says so, and goes back to the product', async () => {
      renderLogin(
        { data: { user: rahim, accessToken: 'token-1' } },
        { ...from, purchase: { kind: 'add-to-cart', line } },
      );
      // Kept at once: a sign-up whose activation link opens another tab finds it there.
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem('purchaseIntent') ?? 'null')).toMatchObject({
          kind: 'add-to-cart',
          from: '/products/p-42',
        }),
      );
      await userEvent.type(identifier(), 'rahim@example.com');
      await userEvent.type(password(), 'secret1');
      await submit();
      expect(await screen.findByText('Added to cart!')).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/products/p-42'));
      expect(readCart()).toMatchObject([{ productId: 'p-42', quantity: 2 }]);
      expect(localStorage.getItem('purchaseIntent')).toBeNull();
    });

    it('goes on to checkout with the line for Buy Now', async () => {
      keepPurchaseIntent({ kind: 'buy-now', line, from: '/products/p-42' });
      renderLogin({ data: { user: rahim, accessToken: 'token-1' } }, from);
      await userEvent.type(identifier(), 'rahim@example.com');
      await userEvent.type(password(), 'secret1');
      await submit();
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
      expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toMatchObject({
        from: 'buy now',
        items: [{ productId: 'p-42', quantity: 2 }],
      });
      expect(readCart()).toEqual([]);
    });
  });
});

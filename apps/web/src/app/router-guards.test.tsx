import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RequireRoles } from '@/features/auth/components/route-guards';
import { keepPurchaseIntent } from '@/features/auth/purchase-intent';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { type Routes, serveApi } from '@/test/api';
import { aCartLine } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

import { createRoutes } from './router';

const rahim = { _id: 'u1', name: 'Rahim Uddin', role: 'user' };

function serveShop(extra: Routes = {}) {
  return serveApi({
    '/api/logo': { data: null },
    '/api/settings': {
      data: {
        shopName: 'Dokan',
        supportPhone: '09610-123456',
        supportEmail: 'help@dokan.test',
        receivingNumber: '',
        googleClientId: null,
        otpLength: 4,
        publicUrl: 'https://shop.test',
      },
    },
    '/api/categories': { data: [] },
    '/api/banner': { data: [] },
    '/api/products': { data: { success: true, message: 'OK', count: 0, total: 0, page: 1, pages: 1, data: [] } },
    ...extra,
  });
}

function signIn(user: { _id: string; name: string; role: string } = rahim) {
  useAuthStore.getState().setSession({ user, accessToken: 'token-1' });
}

afterEach(() => useAuthStore.setState({ user: null, token: null }));

describe('route guards of spec section 4', () => {
  it.each(['/wishlist', '/user', '/user/my-orders', '/user/refund-request', '/user/profile'])(
    'sends a visitor from %s to /login, remembering the origin',
    async (url) => {
      serveShop();
      const { router } = await renderRoutes(createRoutes, url);
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toMatchObject({ from: { pathname: url } });
    },
  );

  it('brings the shopper back to the remembered page after signing in, replacing /login', async () => {
    serveShop({ '/api/user/signin': { data: { user: rahim, accessToken: 'token-1' } } });
    const { router } = await renderRoutes(createRoutes, '/');
    await router.navigate('/user/my-orders');
    await userEvent.type(await screen.findByLabelText('Email or Phone'), 'rahim@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(useAuthStore.getState()).toMatchObject({ user: rahim, token: 'token-1' });
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("goes on to checkout with a visitor's Buy Now once signed in, the guard of /login not taking them back", async () => {
    serveShop({
      '/api/user/signin': { data: { user: rahim, accessToken: 'token-1' } },
      '/api/shipping-fee/get': { data: { shippingFee: 60, shippingFeeOutside: 120 } },
    });
    keepPurchaseIntent({
      kind: 'buy-now',
      line: aCartLine({ productId: 'p-42', productName: 'Jamdani Saree' }),
      from: '/products/p-42',
    });
    const { router } = await renderRoutes(createRoutes, '/');
    await router.navigate('/login', { state: { from: { pathname: '/products/p-42' } } });
    await userEvent.type(await screen.findByLabelText('Email or Phone'), 'rahim@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(await screen.findByText('Jamdani Saree')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it("names the navbar's account menu and the customer area's page list apart", async () => {
    serveShop({ '/api/order/get-order-by-customerId/u1': { data: [] } });
    signIn();
    await renderRoutes(createRoutes, '/user');
    // The page's list and the navbar's menu draw on their own (on a loaded machine, one after the
    // other): both are awaited before the count.
    await screen.findByRole('button', { name: 'Account pages' });
    await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' });
    expect(screen.getAllByRole('button', { name: /^Account/ })).toHaveLength(2);
  });

  it('sends a signed-in shopper of another role from /user to /unauthorized', async () => {
    serveShop();
    signIn({ ...rahim, role: 'owner' });
    const { router } = await renderRoutes(createRoutes, '/user');
    await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' });
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it.each(['/login', '/register'])('sends a signed-in shopper from %s to the home page', async (url) => {
    serveShop();
    signIn();
    const { router } = await renderRoutes(createRoutes, url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a list-of-roles guard send any other role to the home page', async () => {
    serveShop();
    signIn();
    const { router } = await renderRoutes(
      () => [
        { path: '/', element: <h1>Home</h1> },
        {
          element: <RequireRoles roles={['owner', 'admin']} />,
          children: [{ path: '/admin', element: <h1>Admin</h1> }],
        },
      ],
      '/admin',
    );
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('navbar account menu', () => {
  it('offers Login to a visitor, remembering the page for after sign-in', async () => {
    serveShop();
    const { router } = await renderRoutes(createRoutes, '/products?category=c1');
    await userEvent.click(await screen.findByRole('link', { name: /^Login/ }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/products', search: '?category=c1' } });
  });

  it('opens Dashboard and Logout for a signed-in shopper; Logout ends the session and goes to /login', async () => {
    const api = serveShop({ '/api/user/logout': { data: null } });
    signIn();
    localStorage.setItem('cart', '[]');
    const { router } = await renderRoutes(createRoutes, '/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.requested('/api/user/logout')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('cart')).toBeNull();
    expect(await screen.findByRole('link', { name: /^Login/ })).toBeTruthy();
  });
});

describe('a session that can no longer be refreshed', () => {
  it('ends the session and takes the shopper to /login through the router', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveShop({
      '/api/user/refresh-token': { status: 401, message: 'Refresh token expired' },
      '/api/wishlist/get-wishlist/u1': { status: 401, message: 'jwt expired' },
    });
    signIn();
    const { router } = await renderRoutes(createRoutes, '/products');
    await screen.findByRole('heading', { level: 1, name: 'All Products' });
    await expect(apiRequest('/wishlist/get-wishlist/u1')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    vi.restoreAllMocks();
  });
});

describe('the /admin area', () => {
  const emptyPage = { data: { count: 0, total: 0, page: 1, pages: 1, data: [] } };

  it('sends a visitor to /login, remembering the admin page', async () => {
    serveShop();
    const { router } = await renderRoutes(createRoutes, '/admin/orders');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/orders' } });
  });

  it('sends a customer to the home page', async () => {
    serveShop();
    signIn();
    const { router } = await renderRoutes(createRoutes, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens an admin screen inside the admin frame, for admins', async () => {
    serveShop({ '/api/order/get-all-orders': emptyPage });
    signIn({ ...rahim, role: 'admin' });
    await renderRoutes(createRoutes, '/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Admin' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
  });

  it('lets an owner open orders and products but not the admin-only screens', async () => {
    serveShop({ '/api/order/get-all-orders': emptyPage });
    signIn({ ...rahim, role: 'owner' });
    const { router } = await renderRoutes(createRoutes, '/admin/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    await router.navigate('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the way into /admin', () => {
  it("points an admin's account-menu Dashboard at the admin area", async () => {
    serveShop();
    signIn({ ...rahim, role: 'admin' });
    await renderRoutes(createRoutes, '/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Rahim Uddin' }));
    expect((await screen.findByRole('menuitem', { name: 'Dashboard' })).getAttribute('href')).toBe('/admin');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { aProductList } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

import { createRoutes } from './router';

function serveShop() {
  serveApi({
    '/api/logo': { data: null },
    '/api/settings': {
      data: {
        shopName: 'Dokan',
        supportPhone: '09610-123456',
        supportEmail: 'help@dokan.test',
        receivingNumber: '',
        publicUrl: 'https://shop.test',
      },
    },
    '/api/categories': { data: [] },
    '/api/banner': { data: [] },
    '/api/products': { data: aProductList([]) },
  });
}

afterEach(() => useAuthStore.setState({ user: null, token: null }));

describe('routes of spec section 2', () => {
  it.each([
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/cart', 'Shopping Cart'],
    ['/checkout', 'Checkout'],
    ['/payment/success/TXN-42', 'Payment Successful'],
    ['/payment/failed/TXN-42', 'Payment Failed'],
    ['/verify/pending', 'Almost Done'],
    ['/user/verify/abc', 'Verification Failed'],
    ['/forgot-password', 'Forgot Password'],
    ['/otp-verification', 'Enter Reset Code'],
    ['/reset-password', 'Reset Password'],
    ['/otp-verification-register', 'Verify Your Phone'],
    ['/unauthorized', 'Unauthorized Access'],
    ['/cancellation-returns', 'Cancellation & Returns'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/emi-policy', 'EMI Policy'],
    ['/customer-support', 'Customer Support'],
    ['/products', 'All Products'],
    ['/no/such/page', 'Oops! Page Not Found'],
  ])('%s shows %s', async (url, title) => {
    serveShop();
    await renderRoutes(createRoutes, url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each([
    ['/wishlist', 'My Wishlist'],
    ['/user', 'Dashboard'],
    ['/user/my-orders', 'My Orders'],
    ['/user/refund-request', 'Refund Requests'],
    ['/user/profile', 'Settings'],
  ])('%s shows %s to a signed-in customer', async (url, title) => {
    serveShop();
    useAuthStore.getState().setSession({ user: { _id: 'u1', name: 'Rahim Uddin', role: 'user' }, accessToken: 't' });
    await renderRoutes(createRoutes, url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('shows the transaction id on the payment success page', async () => {
    serveShop();
    await renderRoutes(createRoutes, '/payment/success/TXN-42');
    expect(await screen.findByText('Transaction ID: TXN-42')).toBeTruthy();
  });

  it("keeps the code pages outside the shop frame, and the shop's pages inside it with the text logo", async () => {
    serveShop();
    await renderRoutes(createRoutes, '/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(screen.queryByRole('search')).toBeNull();

    serveShop();
    await renderRoutes(createRoutes, '/login');
    expect(await screen.findByRole('search')).toBeTruthy();
    expect((await screen.findAllByText('Dokan')).length).toBeGreaterThan(0);
  });

  it('sends the navbar search to /products?search=term', async () => {
    serveShop();
    const { router } = await renderRoutes(createRoutes, '/');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search products' }), 'hilsa fish{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/products?search=hilsa+fish');
  });

  it('offers Go Back on the 404 page', async () => {
    serveShop();
    const { router } = await renderRoutes(createRoutes, '/products');
    await router.navigate('/missing');
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    // Navigation settles once the destination's lazy page has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('offers Go to Homepage on the 404 page', async () => {
    serveShop();
    const { router } = await renderRoutes(createRoutes, '/missing');
    await userEvent.click(await screen.findByRole('link', { name: 'Go to Homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

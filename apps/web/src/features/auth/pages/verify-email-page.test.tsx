import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { readCart } from '@/lib/cart-store';
import { type Answer, serveApi } from '@/test/api';
import { aCartLine } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { keepPurchaseIntent } from '../purchase-intent';
import { VerifyEmailPage } from './verify-email-page';

const rahim = { _id: 'u1', name: 'Rahim Uddin', role: 'user' };

function renderVerify(answer: Answer) {
  const api = serveApi({ '/api/user/verify-account': answer });
  const view = renderAt(<VerifyEmailPage />, { path: '/user/verify/:token', url: '/user/verify/tok-123' });
  return { api, ...view };
}

afterEach(() => useAuthStore.setState({ user: null, token: null }));

describe('VerifyEmailPage', () => {
  it('verifies the token once, starts the session and goes to /login after 3 seconds', async () => {
    const { api } = renderVerify({ data: { user: rahim, accessToken: 'token-1' } });
    expect(screen.getByRole('heading', { name: 'Verifying' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Verified' })).toBeTruthy();
    expect(screen.getByText('Account verified successfully!')).toBeTruthy();
    expect(api.requested('/api/user/verify-account')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ user: rahim, token: 'token-1' });
    expect(screen.getByTestId('location').textContent).toBe('/user/verify/tok-123');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), { timeout: 4000 });
  });

  it('says the shopper is signed in and taken to the shop, not to a login page, and greets them on the way', async () => {
    renderVerify({ data: { user: rahim, accessToken: 'token-1' } });
    expect(
      await screen.findByText('Your account is verified and you are signed in. Taking you to the shop...'),
    ).toBeTruthy();
    expect(screen.queryByText(/Taking you to the login page/)).toBeNull();
    expect(await screen.findByText('Signed in as Rahim Uddin', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('promises the login page when the answer starts no session', async () => {
    renderVerify({ data: null });
    expect(await screen.findByText('Your account is verified. Taking you to the login page...')).toBeTruthy();
  });

  it.each([
    [{ status: 400, message: 'Verification link expired' }, 'Verification link has expired. Please register again.'],
    [{ status: 409, message: 'Conflict' }, 'Account already verified. Please login.'],
    [{ status: 400, message: 'Account is already verified' }, 'Account already verified. Please login.'],
    [{ status: 400, message: 'Invalid verification token' }, 'Invalid verification token'],
    [{ status: 500, message: '' }, 'Verification failed. Please try again.'],
  ])('on %j shows "%s" with the ways on', async (answer, text) => {
    renderVerify(answer);
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Go to Registration' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('carries out a purchase asked for before signing up: the line in the cart, back on its product', async () => {
    keepPurchaseIntent({ kind: 'add-to-cart', line: aCartLine({ productId: 'p-42' }), from: '/products/p-42' });
    renderVerify({ data: { user: rahim, accessToken: 'token-1' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/products/p-42'), { timeout: 4000 });
    expect(readCart()).toMatchObject([{ productId: 'p-42' }]);
  });

  it('keeps the purchase for a later sign-in when the answer starts no session', async () => {
    keepPurchaseIntent({ kind: 'buy-now', line: aCartLine({ productId: 'p-42' }), from: '/products/p-42' });
    renderVerify({ data: null });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), { timeout: 4000 });
    expect(localStorage.getItem('purchaseIntent')).not.toBeNull();
  });
});

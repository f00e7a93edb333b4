import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { type Answer, serveApi } from '@/test/api';
import { aCartLine } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { keepPurchaseIntent } from '../purchase-intent';
import type { GoogleCredentialResponse } from './google-identity';
import { GoogleSignIn } from './google-sign-in';

const rahim = { _id: 'u1', name: 'Rahim Uddin', role: 'user' };

/** Google's script, already on the page: remembers the callback the button registered. */
let callback: ((response: GoogleCredentialResponse) => void) | undefined;
const identity = {
  initialize: vi.fn((options: { client_id: string; callback: typeof callback }) => {
    callback = options.callback;
  }),
  renderButton: vi.fn(),
};

beforeEach(() => {
  callback = undefined;
  window.google = { accounts: { id: identity } };
});
afterEach(() => {
  delete window.google;
  useAuthStore.setState({ user: null, token: null });
});

function renderGoogle(googleClientId: string | null, answer: Answer = { data: null }) {
  const api = serveApi({
    '/api/settings': { data: { googleClientId, otpLength: 4 } },
    '/api/user/google-login': answer,
  });
  return { api, ...renderAt(<GoogleSignIn text="signin_with" />, { path: '/login', url: '/login' }) };
}

async function googleAnswers(response: GoogleCredentialResponse) {
  await waitFor(() => expect(callback).toBeDefined());
  callback?.(response);
}

describe('GoogleSignIn', () => {
  it('shows nothing without a Google client id', async () => {
    const { api } = renderGoogle(null);
    await waitFor(() => expect(api.requested('/api/settings')).toHaveLength(1));
    expect(identity.renderButton).not.toHaveBeenCalled();
  });

  it("sends Google's credential as authCode and starts the session", async () => {
    const { api } = renderGoogle('client-1.apps.googleusercontent.com', {
      data: { user: rahim, accessToken: 'token-1' },
    });
    await googleAnswers({ credential: 'google-jwt', clientId: 'client-1', select_by: 'btn' });
    expect(await screen.findByText('Google authentication successful!')).toBeTruthy();
    expect(identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }),
    );
    expect(api.requested('/api/user/google-login')).toHaveLength(1);
    const fetch = globalThis.fetch as unknown as { mock: { calls: Array<[string, RequestInit]> } };
    const [, init] = fetch.mock.calls.find(([url]) => String(url) === '/api/user/google-login') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ authCode: 'google-jwt' });
    expect(useAuthStore.getState()).toMatchObject({ user: rahim, token: 'token-1' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it.each<[string, GoogleCredentialResponse, Answer]>([
    ['No credential received from Google', {}, { data: null }],
    ['No data received from server', { credential: 'jwt' }, { data: null }],
    ['Authentication failed - missing user or token', { credential: 'jwt' }, { data: { user: rahim } }],
    [
      'Authentication failed - missing required fields',
      { credential: 'jwt' },
      { data: { user: { name: 'Rahim' }, accessToken: 't' } },
    ],
    ['Google token rejected', { credential: 'jwt' }, { status: 401, message: 'Google token rejected' }],
    ['Google authentication failed', { credential: 'jwt' }, { status: 500, message: '' }],
  ])('says "%s"', async (text, response, answer) => {
    renderGoogle('client-1', answer);
    await googleAnswers(response);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it("goes on to checkout with a visitor's Buy Now once Google has signed them in", async () => {
    keepPurchaseIntent({ kind: 'buy-now', line: aCartLine({ productId: 'p-42' }), from: '/products/p-42' });
    renderGoogle('client-1.apps.googleusercontent.com', { data: { user: rahim, accessToken: 'token-1' } });
    await googleAnswers({ credential: 'google-jwt', clientId: 'client-1', select_by: 'btn' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
  });
});

import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from './auth-store';

const rahim = { _id: 'u1', name: 'Rahim', role: 'user', phone: null };

afterEach(() => useAuthStore.setState({ user: null, token: null }));

describe('auth store (spec sections 3 and 4)', () => {
  it('has restored the stored session before any page asks', () => {
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it('starts a session: user and token, the token stored under "token", the pair under "auth"', () => {
    useAuthStore.getState().setSession({ user: rahim, accessToken: 'token-1' });
    expect(useAuthStore.getState()).toMatchObject({ user: rahim, token: 'token-1', isLoading: false });
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}').state).toEqual({ user: rahim, token: 'token-1' });
  });

  it('merges a partial update into the user', () => {
    useAuthStore.getState().setSession({ user: rahim, accessToken: 'token-1' });
    useAuthStore.getState().updateUser({ phone: '01712345678', profileImg: '/api/media/me.jpg' });
    expect(useAuthStore.getState().user).toEqual({ ...rahim, phone: '01712345678', profileImg: '/api/media/me.jpg' });
  });

  it('does not invent a user from an update when signed out', () => {
    useAuthStore.getState().updateUser({ name: 'Karim' });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('logs out: clears user, token, the stored token and the stored cart, and tells the cart', () => {
    useAuthStore.getState().setSession({ user: rahim, accessToken: 'token-1' });
    localStorage.setItem('cart', '[{"productId":"p1","quantity":2}]');
    let cartUpdated = 0;
    const count = () => cartUpdated++;
    window.addEventListener('cartUpdated', count);
    useAuthStore.getState().logout();
    window.removeEventListener('cartUpdated', count);
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(cartUpdated).toBe(1);
  });
});

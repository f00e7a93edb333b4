import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { messageOf, originOf } from './redirect';

describe('originOf', () => {
  it.each([
    [{ from: { pathname: '/products/42', search: '?tab=faq', hash: '' } }, '/products/42?tab=faq'],
    [{ from: '/wishlist' }, '/wishlist'],
    [null, '/'],
    [{ from: { pathname: '/login' } }, '/'],
    [{ from: '/register?x=1' }, '/'],
    [{ from: '//evil.example/path' }, '/'],
    [{ from: 'https://evil.example/' }, '/'],
  ])('sends %j to %s', (state, target) => {
    expect(originOf(state)).toBe(target);
  });

  it("sends an admin with nowhere to go back to to the admin's dashboard, and back where they came from otherwise", () => {
    expect(originOf(null, 'admin')).toBe('/admin');
    expect(originOf({ from: { pathname: '/login' } }, 'admin')).toBe('/admin');
    expect(originOf({ from: '/products/42' }, 'admin')).toBe('/products/42');
    expect(originOf(null, 'user')).toBe('/');
  });
});

describe('messageOf', () => {
  it("prefers the server's own message, else the fallback", () => {
    expect(messageOf(new ApiError(400, 'Invalid OTP', true), 'Fallback')).toBe('Invalid OTP');
    expect(messageOf(new ApiError(500, 'Internal Server Error'), 'Fallback')).toBe('Fallback');
    expect(messageOf(new ApiError(0, 'Failed to fetch'), 'Fallback')).toBe('Fallback');
    expect(messageOf(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});

import { describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/features/auth/store';

import { ApiError, apiRequest } from './api-client';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('apiRequest', () => {
  it("calls '/api' + path with cookies and no empty query values, and unwraps data", async () => {
    const fetch = answer(200, { success: true, message: 'OK', data: [1, 2] });
    await expect(apiRequest('/products', { query: { page: 2, search: '', category: undefined } })).resolves.toEqual([
      1, 2,
    ]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/products?page=2');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('sends the bearer token when the session has one', async () => {
    useAuthStore.setState({ token: 'abc.def', user: { _id: 'u1', name: 'Rahim', role: 'user' } });
    const fetch = answer(200, { success: true, message: 'OK', data: null });
    await apiRequest('/logo');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer abc.def');
    expect(localStorage.getItem('token')).toBe('abc.def');
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}').state).toEqual({
      user: { _id: 'u1', name: 'Rahim', role: 'user' },
      token: 'abc.def',
    });
    useAuthStore.setState({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("throws an ApiError with the status and the server's message", async () => {
    answer(404, { success: false, message: 'Product not found' });
    const error = await apiRequest('/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Product not found' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/banner')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiRequest, onSessionExpired } from './api-client';
import { useAuthStore } from './auth-store';

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

describe('apiRequest after a 401 (spec section 4)', () => {
  const rahim = { _id: 'u1', name: 'Rahim', role: 'user' };

  /** A server whose access tokens expire: 'old' is refused, the refresh cookie gives 'new'. */
  function expiringServer(refresh: () => Response = () => Response.json({ success: true, data: 'new' })) {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/user/refresh-token') return refresh();
      const auth = new Headers(init?.headers).get('Authorization');
      if (auth !== 'Bearer new') return Response.json({ success: false, message: 'jwt expired' }, { status: 401 });
      return Response.json({ success: true, message: 'OK', data: path });
    });
    vi.stubGlobal('fetch', fetch);
    const calls = (path: string) => fetch.mock.calls.filter(([input]) => String(input) === path);
    return { fetch, calls };
  }

  afterEach(() => {
    useAuthStore.setState({ user: null, token: null });
    onSessionExpired(() => undefined);
    vi.restoreAllMocks();
  });

  it('refreshes the token once and retries the call once with the new token', async () => {
    useAuthStore.setState({ user: rahim, token: 'old' });
    const { calls } = expiringServer();
    await expect(apiRequest('/wishlist/get-wishlist/u1')).resolves.toBe('/api/wishlist/get-wishlist/u1');
    const refreshes = calls('/api/user/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    const tries = calls('/api/wishlist/get-wishlist/u1');
    expect(tries.map(([, init]) => new Headers(init?.headers).get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(useAuthStore.getState().token).toBe('new');
    expect(localStorage.getItem('token')).toBe('new');
  });

  it('shares one refresh among calls that got a 401 at the same time', async () => {
    useAuthStore.setState({ user: rahim, token: 'old' });
    const { calls } = expiringServer();
    await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    expect(calls('/api/user/refresh-token')).toHaveLength(1);
    expect(calls('/api/a')).toHaveLength(2);
  });

  it('retries without a new refresh when another call refreshed the token while this one was out', async () => {
    useAuthStore.setState({ user: rahim, token: 'old' });
    const { fetch, calls } = expiringServer();
    fetch.mockImplementationOnce(async () => {
      useAuthStore.getState().setToken('new'); // another call's refresh finished meanwhile
      return Response.json({ success: false, message: 'jwt expired' }, { status: 401 });
    });
    await expect(apiRequest('/b')).resolves.toBe('/api/b');
    expect(calls('/api/user/refresh-token')).toHaveLength(0);
    expect(new Headers(calls('/api/b')[1]?.[1]?.headers).get('Authorization')).toBe('Bearer new');
  });

  it('does not retry a second time when the retried call is refused again', async () => {
    useAuthStore.setState({ user: rahim, token: 'old' });
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/user/refresh-token'
        ? Response.json({ success: true, data: 'new' })
        : Response.json({ success: false, message: 'Unauthorized' }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/order/post-order')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('signs out, clears the stored cart and goes to /login when the refresh fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAuthStore.setState({ user: rahim, token: 'old' });
    localStorage.setItem('cart', '[{"productId":"p1"}]');
    const expired = vi.fn();
    onSessionExpired(expired);
    expiringServer(() => Response.json({ success: false, message: 'Refresh token expired' }, { status: 401 }));
    await expect(apiRequest('/order/get-order-by-customerId/u1')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('treats a refresh answer without a new token as a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAuthStore.setState({ user: rahim, token: 'old' });
    const expired = vi.fn();
    onSessionExpired(expired);
    expiringServer(() => Response.json({ success: true, data: null }));
    await expect(apiRequest('/wishlist/get-wishlist/u1')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server, and fails the call as offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAuthStore.setState({ user: rahim, token: 'old' });
    const expired = vi.fn();
    onSessionExpired(expired);
    expiringServer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/wishlist/get-wishlist/u1')).rejects.toMatchObject({ status: 0 });
    expect(useAuthStore.getState()).toMatchObject({ user: rahim, token: 'old' });
    expect(expired).not.toHaveBeenCalled();
  });

  it.each(['/user/signin', '/user/refresh-token', '/user/reset-password'])(
    'does not refresh for %s: its 401 is its own answer',
    async (path) => {
      const fetch = answer(401, { success: false, message: 'Invalid credentials' });
      await expect(apiRequest(path, { method: 'POST', body: {} })).rejects.toMatchObject({
        status: 401,
        message: 'Invalid credentials',
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );
});

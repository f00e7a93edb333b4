import { afterEach, describe, expect, it, vi } from 'vitest';

import { serveUploads } from '@/test/uploads';

import { onSessionExpired } from './api-client';
import { useAuthStore } from './auth-store';
import { uploadWithProgress } from './upload-with-progress';

const rahim = { _id: 'u1', name: 'Rahim', role: 'admin' };

describe('uploadWithProgress', () => {
  afterEach(() => {
    useAuthStore.setState({ user: null, token: null });
    onSessionExpired(() => undefined);
    vi.restoreAllMocks();
  });

  it('sends the form to /api + path with the bearer token and cookies, reports progress and unwraps data', async () => {
    useAuthStore.setState({ user: rahim, token: 'abc' });
    const sent = serveUploads(() => ({
      status: 200,
      body: { success: true, message: 'Created', data: { _id: 'p1' } },
    }));
    const body = new FormData();
    body.append('name', 'Rice');
    const progress: number[] = [];
    await expect(
      uploadWithProgress('/products', { method: 'POST', body, onProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ _id: 'p1' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/products', withCredentials: true, body });
    expect(sent[0]?.headers.Authorization).toBe('Bearer abc');
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it("throws the server's message with its status", async () => {
    serveUploads(() => ({ status: 413, body: { success: false, message: 'Image is larger than 5 MB' } }));
    await expect(uploadWithProgress('/products', { body: new FormData() })).rejects.toMatchObject({
      status: 413,
      message: 'Image is larger than 5 MB',
      fromServer: true,
    });
  });

  it('after a 401 refreshes the session the way every call does and sends the form again with the new token', async () => {
    useAuthStore.setState({ user: rahim, token: 'old' });
    const refresh = vi.fn(async (_input: RequestInfo | URL) => Response.json({ success: true, data: 'new' }));
    vi.stubGlobal('fetch', refresh);
    const sent = serveUploads(({ headers }) =>
      headers.Authorization === 'Bearer new'
        ? { status: 200, body: { success: true, data: 'saved' } }
        : { status: 401, body: { success: false, message: 'jwt expired' } },
    );
    await expect(uploadWithProgress('/products/p1', { method: 'PUT', body: new FormData() })).resolves.toBe('saved');
    expect(String(refresh.mock.calls[0]?.[0])).toBe('/api/user/refresh-token');
    expect(sent.map((request) => request.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(useAuthStore.getState().token).toBe('new');
  });

  it('ends the session when the refresh is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAuthStore.setState({ user: rahim, token: 'old' });
    const expired = vi.fn();
    onSessionExpired(expired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Refresh token expired' }, { status: 401 })),
    );
    const sent = serveUploads(() => ({ status: 401, body: { success: false, message: 'jwt expired' } }));
    await expect(uploadWithProgress('/banner', { body: new FormData() })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

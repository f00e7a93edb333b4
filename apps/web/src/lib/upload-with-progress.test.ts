import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/features/auth/store';

import { onSessionExpired } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean;
}

/**
 * A stand-in for the browser's XMLHttpRequest: `reply` decides each answer from what was sent, and the
 * upload reports its progress in two steps before the answer arrives.
 */
function fakeXhr(reply: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private request: Sent = { method: '', url: '', headers: {}, body: null, withCredentials: false };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const request = { ...this.request, body, withCredentials: this.withCredentials };
      sent.push(request);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        const answer = reply(request);
        this.status = answer.status;
        this.statusText = answer.status === 200 ? 'OK' : 'Error';
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const rahim = { _id: 'u1', name: 'Rahim', role: 'admin' };

describe('uploadWithProgress', () => {
  afterEach(() => {
    useAuthStore.setState({ user: null, token: null });
    onSessionExpired(() => undefined);
    vi.restoreAllMocks();
  });

  it('sends the form to /api + path with the bearer token and cookies, reports progress and unwraps data', async () => {
    useAuthStore.setState({ user: rahim, token: 'abc' });
    const sent = fakeXhr(() => ({ status: 200, body: { success: true, message: 'Created', data: { _id: 'p1' } } }));
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
    fakeXhr(() => ({ status: 413, body: { success: false, message: 'Image is larger than 5 MB' } }));
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
    const sent = fakeXhr(({ headers }) =>
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
    const sent = fakeXhr(() => ({ status: 401, body: { success: false, message: 'jwt expired' } }));
    await expect(uploadWithProgress('/banner', { body: new FormData() })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

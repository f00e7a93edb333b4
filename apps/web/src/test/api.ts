import { vi } from 'vitest';

/**
 * One answer of the fake server: data (and a list's meta) wrapped in the API's envelope, or an error
 * status and message (and the machine code of a refusal the page acts on).
 */
export type Answer = { data: unknown; meta?: unknown } | { status: number; message: string; code?: string };
export type Routes = Record<string, Answer | ((url: URL) => Answer)>;

/**
 * Serves `fetch` from a table of '/api/...' paths (no query string) for the code under test,
 * and records every URL asked for. Unknown paths answer 404 like the real server.
 */
export function serveApi(routes: Routes) {
  const requests: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    requests.push(url);
    const route = routes[url.pathname];
    const answer = typeof route === 'function' ? route(url) : route;
    if (!answer) return Response.json({ success: false, message: 'Not found' }, { status: 404 });
    if ('status' in answer)
      return Response.json(
        { success: false, message: answer.message, ...(answer.code ? { code: answer.code } : {}) },
        { status: answer.status },
      );
    return Response.json({ success: true, message: 'OK', ...answer });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, requested: (path: string) => requests.filter((url) => url.pathname === path) };
}

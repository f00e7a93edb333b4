import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

interface From {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Where a shopper goes once signed in: the page that sent them to /login (kept in navigation state as
 * `from`), or their start page: the admin's dashboard for an admin, the shop's home for anyone else.
 */
export function originOf(state: unknown, role?: string): string {
  const start = role === 'admin' ? paths.admin() : paths.home();
  const from = (state as { from?: unknown } | null)?.from;
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && typeof (from as From).pathname === 'string') {
    const { pathname, search = '', hash = '' } = from as From;
    path = pathname + search + hash;
  }
  // Only paths of this shop; back to the sign-in or sign-up page itself would only bounce home.
  if (!path?.startsWith('/') || path.startsWith('//')) return start;
  const pathname = path.split(/[?#]/)[0];
  return pathname === paths.login() || pathname === paths.register() ? start : path;
}

/** A string carried in navigation state from one page of a flow to the next (the identifier, the phone). */
export function carried(state: unknown, key: 'identifier' | 'phone'): string {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
}

/** The server's message for a refused call, or the spec's fallback when there is none to show. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

import { type SearchValues, withSearch } from '@/config/search-params';

import { useAuthStore } from './auth-store';

export interface FieldProblem {
  path: string;
  message: string;
}

/** A failed call: the HTTP status (0 when the network failed) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  /** Whether the message is the server's own words (pages show those), rather than a status text. */
  readonly fromServer: boolean;

  /** A refused form's problems, one per invalid field (`path` is the field's name, dotted for nested ones). */
  readonly errors: FieldProblem[];

  /** The server's machine code for a refusal the page acts on ('phone-not-confirmed', 'prepay-delivery'). */
  readonly code: string | undefined;

  constructor(status: number, message: string, fromServer = false, errors: FieldProblem[] = [], code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = fromServer;
    this.errors = errors;
    this.code = code;
  }
}

/**
 * Whether a failed call said that what it asked for does not exist (404, or 400 for an id that
 * cannot name anything). Also true of such an error as the server's render passed it on, which
 * arrives as plain data rather than an ApiError.
 */
export function isMissing(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 400;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: SearchValues;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as the order's Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
  errors?: FieldProblem[];
  code?: string;
}

/** How a request reaches the API: the browser's fetch, or the server itself when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return transport(withSearch(`/api${path}`, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return null;
  }
}

/**
 * The account calls a visitor makes without an access token: their 401 means wrong credentials, a bad code
 * or an expired reset, never an expired access token, so they get their own error instead of a refresh.
 */
const NO_REFRESH_PATHS = new Set([
  '/user/signin',
  '/user/google-login',
  '/user/refresh-token',
  '/user/logout',
  '/user/register',
  '/user/verify-account',
  '/user/verify-otp',
  '/user/forgot-password',
  '/user/reset-password',
]);

let sessionExpiredHandler: () => void = () => window.location.assign('/login');

/** Where a session that could not be refreshed goes: the app hands in its router's navigation to /login. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** A new access token, or why there is none: the server refused the refresh, or it could not be reached. */
type Refresh = { token: string } | { failed: 'refused' | 'offline' };

let refreshing: Promise<Refresh> | null = null;

/** POST /user/refresh-token with the refresh cookie. */
async function refreshAccessToken(): Promise<Refresh> {
  let response: Response;
  try {
    response = await send('/user/refresh-token', { method: 'POST' }, null);
  } catch (error) {
    console.warn('Session refresh failed: refresh token error', error);
    return { failed: 'offline' };
  }
  const envelope = await readEnvelope<unknown>(response);
  if (response.ok && envelope?.success && typeof envelope.data === 'string' && envelope.data) {
    return { token: envelope.data };
  }
  console.warn('Session refresh failed: refresh token expired or invalid data', envelope?.message ?? response.status);
  return { failed: 'refused' };
}

/**
 * Spec section 4: after a 401, one refresh call, shared by every request that got a 401 meanwhile. With a
 * new token and a known user the token is replaced; a refused refresh ends the session and sends the
 * shopper to /login. A refresh that could not reach the server (a phone between towers) keeps the session:
 * the call fails as offline and the next one tries again.
 */
function refreshSession(): Promise<Refresh> {
  refreshing ??= refreshAccessToken()
    .then((result): Refresh => {
      if ('failed' in result && result.failed === 'offline') return result;
      const { user, setToken, logout } = useAuthStore.getState();
      if ('token' in result && user) {
        setToken(result.token);
        return result;
      }
      console.warn('Access token expired: signing out');
      logout();
      sessionExpiredHandler();
      return { failed: 'refused' };
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * After a 401 on a call sent with `sentToken`: the token to send it again with, or null when the session
 * could not be refreshed (it has ended). A call sent with a token that another call has refreshed meanwhile
 * just retries with the new one. Throws an offline ApiError when the refresh could not reach the server.
 */
export async function tokenAfterUnauthorized(sentToken: string | null): Promise<string | null> {
  const current = useAuthStore.getState().token;
  const refresh = current && current !== sentToken ? { token: current } : await refreshSession();
  if ('token' in refresh) return refresh.token;
  if (refresh.failed === 'offline') throw new ApiError(0, 'Network error');
  return null;
}

/** The ApiError for a refused call: the server's message when it sent one, else the status text. */
export function apiErrorOf(status: number, statusText: string, envelope: Envelope<unknown> | null): ApiError {
  const message = envelope?.message;
  const errors = Array.isArray(envelope?.errors) ? envelope.errors : [];
  const code = typeof envelope?.code === 'string' ? envelope.code : undefined;
  return new ApiError(status, message || statusText || `HTTP ${status}`, Boolean(message), errors, code);
}

async function fetchOnce(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  try {
    return await send(path, options, token);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
}

/**
 * Calls the API and answers its whole envelope `{ success, message, data, ... }`, or throws an ApiError
 * with the server's message. A 401 refreshes the session once and retries the call once with the new
 * token. Most calls want only `data` (`apiRequest`); a list that says where its page sits beside it
 * (`meta`) wants the rest too.
 */
export async function apiAnswer<A extends Envelope<unknown>>(path: string, options: RequestOptions = {}): Promise<A> {
  const sentToken = useAuthStore.getState().token;
  let response = await fetchOnce(path, options, sentToken);
  if (response.status === 401 && !NO_REFRESH_PATHS.has(path)) {
    const token = await tokenAfterUnauthorized(sentToken);
    if (token) response = await fetchOnce(path, options, token);
  }
  const envelope = await readEnvelope<unknown>(response);
  if (!response.ok || !envelope || envelope.success === false) {
    throw apiErrorOf(response.status, response.statusText, envelope);
  }
  return envelope as A;
}

/** Calls the API and unwraps `{ success, message, data }` to `data` (see `apiAnswer`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiAnswer<Envelope<T>>(path, options)).data;
}

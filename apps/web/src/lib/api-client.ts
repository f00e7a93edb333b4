import { useAuthStore } from '@/features/auth/store';

import { type SearchValues, withSearch } from './search-params';

/** A failed call: the HTTP status (0 when the network failed) and the server's message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: SearchValues;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as the order's Idempotency-Key. */
  headers?: Record<string, string>;
}

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = useAuthStore.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return fetch(withSearch(`/api${path}`, options.query), {
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
 * Calls the API and unwraps `{ success, message, data }` to `data`, or throws an ApiError with the
 * server's message. Every call goes through here, so the refresh-on-401 retry belongs in this function.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(path, options);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const envelope = await readEnvelope<T>(response);
  if (!response.ok || !envelope || envelope.success === false) {
    throw new ApiError(response.status, envelope?.message || response.statusText || `HTTP ${response.status}`);
  }
  return envelope.data;
}

/**
 * API answers that index.html's inline script (src/app/early-start.ts) asked for before the app's
 * code arrived, kept on `window` under EARLY_REQUESTS_GLOBAL by the path they were asked for.
 */
export const EARLY_REQUESTS_GLOBAL = '__dokanEarlyRequests';

/** The body of an early answer, parsed; null when the request failed. */
export type EarlyAnswer = Promise<{ success?: boolean; data?: unknown } | null>;

type EarlyRequests = Record<string, EarlyAnswer | undefined>;

function pending(): EarlyRequests | undefined {
  return (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];
}

/**
 * The early answer for `path` when the inline script started one (each is used once, so a later
 * refetch goes to the server), else `request()`. An early request that failed is made again through
 * `request()`, so errors surface the usual way.
 */
export function earlyOr<T>(path: string, request: () => Promise<T>): Promise<T> {
  const requests = pending();
  const early = requests?.[path];
  if (!requests || !early) return request();
  delete requests[path];
  return early.then((body) => (body?.success ? (body.data as T) : request()));
}

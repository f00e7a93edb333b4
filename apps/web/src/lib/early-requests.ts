/**
 * How a first page gets its data before the app's code has run: in the HTML of a page the server
 * rendered, or as API answers that index.html's inline script (src/app/early-start.ts) asked for,
 * kept on `window` under EARLY_REQUESTS_GLOBAL by the path they were asked for.
 */
export const EARLY_REQUESTS_GLOBAL = '__dokanEarlyRequests';

/**
 * A page the server rendered (apps/web/src/entry-server.tsx) is marked by this attribute on <html>
 * and carries its query cache as JSON in the script with this id.
 */
export const RENDERED_ATTRIBUTE = 'data-rendered';
export const RENDERED_STATE_ID = 'dokan-state';
/** Holds a rendered page's entry script and module preloads, inert until the page has painted. */
export const ENTRY_TEMPLATE_ID = 'dokan-entry';

/** The body of an early answer, parsed; null when the request failed. */
export type EarlyAnswer = Promise<{ success?: boolean; data?: unknown } | null>;

type EarlyRequests = Record<string, EarlyAnswer | undefined>;

function pending(): EarlyRequests | undefined {
  if (typeof window === 'undefined') return undefined;
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

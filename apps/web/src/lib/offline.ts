/**
 * The page's side of the offline worker (src/service-worker, docs/decisions/093): starts it (with
 * ./offline-worker.ts, loaded after the page), tells it of the pages the shopper opens, hands a new
 * build over at the next navigation, says whether the network is there, and clears the shopper's
 * private caches at logout.
 */
import { useSyncExternalStore } from 'react';

import { OFFLINE_PAGE_ATTRIBUTE, PRIVATE_CACHE_PREFIX } from '@/service-worker/offline-rules';

/** Set once the worker's side has loaded: what to do before the app moves to an address. */
let beforeNavigate: ((href: string) => Promise<never> | undefined) | null = null;

/** Registers the offline worker once the page has loaded; that code comes apart from the entry's. */
export function startOfflineWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = () =>
    void import('./offline-worker')
      .then(({ registerOfflineWorker }) => (beforeNavigate = registerOfflineWorker()))
      .catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Called before the app moves to `href`: tells the worker of the page, or, when a new build waits,
 * lets it take over and loads the page whole, so no page runs two builds' code. Returns a promise
 * that never settles when the page is being loaded anew.
 */
export function navigateWithOfflineWorker(href: string): Promise<never> | undefined {
  return beforeNavigate?.(href);
}

/** Deletes the signed-in shopper's kept answers (their wishlist), whatever build kept them. */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/** The page the worker served as the offline page: the app draws it until the shopper moves on. */
export function isOfflinePage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(OFFLINE_PAGE_ATTRIBUTE);
}

/** Leaves the offline page: the next page the shopper opens is drawn as usual. */
export function leaveOfflinePage(): void {
  document.documentElement.removeAttribute(OFFLINE_PAGE_ATTRIBUTE);
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network; true on the server, which renders for a shopper who has one. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Registers the offline worker and keeps it told of the page (lib/offline.ts loads this after the
 * page has loaded, apart from the entry; docs/decisions/093): the page's language and data saver, the
 * first page it did not see, the pages opened in the app, and a new build's worker waiting to take over.
 */
import { DATA_SAVER_ATTRIBUTE } from '@dokan/domain/data-saver';

const WORKER_URL = '/sw.js';

function post(worker: ServiceWorker | null | undefined, message: object): void {
  worker?.postMessage(message);
}

/** The page's kind as `<html>` says it; the worker keeps pages and answers apart by it. */
function pageProfile() {
  const html = document.documentElement;
  return { language: html.lang === 'bn' ? 'bn' : 'en', dataSaver: html.hasAttribute(DATA_SAVER_ATTRIBUTE) };
}

/**
 * Registers the worker and tells it of this page, now and whenever its language or data saver changes.
 * Returns what the app calls before it moves to an address (lib/offline.ts, navigateWithOfflineWorker).
 */
export function registerOfflineWorker(): (href: string) => Promise<never> | undefined {
  const hadController = Boolean(navigator.serviceWorker.controller);
  /** A new build's worker installed and waiting: this page's code is the old build's. */
  let newBuildWaiting: ServiceWorker | null = null;
  /** Another tab handed the shop to a new build while this page, of the old one, stays. */
  let controllerChanged = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController || newBuildWaiting) controllerChanged = true;
  });
  const consider = (worker: ServiceWorker | null) => {
    if (worker?.state === 'installed' && navigator.serviceWorker.controller) newBuildWaiting = worker;
  };

  void (async () => {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' });
    // A new build waited while this page loaded whole: this is the navigation it waited for (the
    // page before may have gone before its word reached the worker).
    if (hadController) post(registration.waiting, { type: 'take-over' });
    else consider(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => consider(installing));
    });
    const ready = await navigator.serviceWorker.ready;
    const worker = navigator.serviceWorker.controller ?? ready.active;
    post(worker, { type: 'profile', profile: pageProfile() });
    // A first visit's page was not the worker's to see: it keeps it now, and the files the page used.
    if (!hadController) {
      const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
      post(worker, { type: 'seen', url: location.href, resources });
    }
    new MutationObserver(() =>
      post(navigator.serviceWorker.controller, { type: 'profile', profile: pageProfile() }),
    ).observe(document.documentElement, { attributes: true, attributeFilter: ['lang', DATA_SAVER_ATTRIBUTE] });
  })().catch(() => undefined);

  return (href) => {
    if (newBuildWaiting || controllerChanged) {
      // The new worker takes over once this page, the old build's, is gone; the next page is loaded
      // whole from the server's new build, whichever worker passes the request on.
      post(newBuildWaiting, { type: 'take-over' });
      newBuildWaiting = null;
      location.assign(href);
      return new Promise<never>(() => undefined);
    }
    post(navigator.serviceWorker.controller, { type: 'seen', url: new URL(href, location.href).href });
    return undefined;
  };
}

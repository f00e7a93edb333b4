/**
 * The page's side of the offline worker (src/service-worker, docs/decisions/093): registers it, tells it
 * the page's language and data saver and the pages the shopper sees, hands a new build over at the next
 * navigation, says whether the network is there, and clears the shopper's private caches at logout.
 */
import { useSyncExternalStore } from 'react';

import { DATA_SAVER_ATTRIBUTE } from '@dokan/domain/data-saver';
import { OFFLINE_PAGE_ATTRIBUTE, PRIVATE_CACHE_PREFIX } from '@/service-worker/offline-rules';

const WORKER_URL = '/sw.js';

function post(worker: ServiceWorker | null | undefined, message: object): void {
  worker?.postMessage(message);
}

/** The page's kind as `<html>` says it; the worker keeps pages and answers apart by it. */
function pageProfile() {
  const html = document.documentElement;
  return { language: html.lang === 'bn' ? 'bn' : 'en', dataSaver: html.hasAttribute(DATA_SAVER_ATTRIBUTE) };
}

/** A new build's worker is installed and waits: the next navigation loads the page from it. */
let newBuildWaiting: ServiceWorker | null = null;
/** Another tab handed the shop to a new build: this page's code is the old build's. */
let controllerChanged = false;

function watchForNewBuild(registration: ServiceWorkerRegistration): void {
  const consider = (worker: ServiceWorker | null) => {
    if (worker?.state === 'installed' && navigator.serviceWorker.controller) newBuildWaiting = worker;
  };
  consider(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => consider(installing));
  });
}

/** Registers the worker once the page has loaded, and keeps it told of the page. */
export function startOfflineWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController || newBuildWaiting) controllerChanged = true;
  });
  const register = async () => {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' });
    watchForNewBuild(registration);
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
  };
  if (document.readyState === 'complete') void register().catch(() => undefined);
  else window.addEventListener('load', () => void register().catch(() => undefined), { once: true });
}

/**
 * Called before the app moves to `href`: tells the worker of the page, or, when a new build waits,
 * lets it take over and loads the page whole from it, so no page runs two builds' code. Returns a
 * promise that never settles when the page is being loaded anew.
 */
export function navigateWithOfflineWorker(href: string): Promise<never> | undefined {
  const controller = navigator.serviceWorker?.controller;
  if (newBuildWaiting || controllerChanged) {
    // The new worker takes over once this page, the old build's, is gone; the next page is loaded
    // whole from the server's new build, whichever worker passes the request on.
    post(newBuildWaiting, { type: 'take-over' });
    newBuildWaiting = null;
    location.assign(href);
    return new Promise<never>(() => undefined);
  }
  post(controller, { type: 'seen', url: new URL(href, location.href).href });
  return undefined;
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

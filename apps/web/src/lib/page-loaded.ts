import { useSyncExternalStore } from 'react';

function subscribeToLoad(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * Whether the page has loaded; false while the server renders it and while the browser hydrates it,
 * so what waits for it takes neither bandwidth nor main-thread time from the first paint.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}

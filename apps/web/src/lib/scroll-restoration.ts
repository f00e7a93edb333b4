import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { Location, NavigationType } from 'react-router';

const STORAGE_KEY = 'dokan-scroll-positions';

/** A link's `state` that keeps the scroll position (a filter chip above the results), as other links start at the top. */
export const keepScroll = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}

/** The element a #hash names; none when the hash is not a decodable id. */
function anchorOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/** Where a page shown after a navigation starts; undefined to leave the scroll where it is. */
function startingPosition(location: Location, action: NavigationType, saved: number | undefined, isFirst: boolean) {
  if (saved !== undefined && (action === 'POP' || isFirst)) return saved;
  // The first page keeps where the browser put it (at the top, or at its anchor).
  if (isFirst) return undefined;
  const anchor = anchorOf(location.hash);
  if (anchor) return anchor.getBoundingClientRect().top + window.scrollY;
  return keepsScroll(location.state) ? undefined : 0;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The browser's scroll behaviour for an app that draws its own pages: a new page starts at the top
 * (or at its #anchor), Back and Forward return to where the shopper was, and so does a reload
 * (positions are kept per history entry in sessionStorage). Returns the call that remembers the
 * position of the page being left, made before the next one replaces it.
 */
export function useScrollRestoration(location: Location, action: NavigationType): () => void {
  const positions = useRef<Record<string, number>>(undefined);
  const current = useRef(location);
  positions.current ??= typeof window === 'undefined' ? {} : readPositions();

  const remember = useCallback(() => {
    positions.current![current.current.key] = window.scrollY;
  }, []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: positions live for this page only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [remember]);

  const first = useRef(true);
  useLayoutEffect(() => {
    current.current = location;
    const isFirst = first.current;
    first.current = false;
    const top = startingPosition(location, action, positions.current![location.key], isFirst);
    if (top !== undefined) window.scrollTo(0, top);
  }, [location, action]);

  return remember;
}

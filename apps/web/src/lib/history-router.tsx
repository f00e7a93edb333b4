import { createContext, type ReactNode, use, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { type Location, type NavigationType, Router } from 'react-router';

import { useScrollRestoration } from './scroll-restoration';

/** The part of React Router's history objects (browser or memory) the router listens to and drives. */
export interface RouterHistory {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
  push(to: string | Partial<Location>, state?: unknown): void;
  replace(to: string | Partial<Location>, state?: unknown): void;
  go(delta: number): void;
  createHref(to: string | Partial<Location>): string;
  createURL(to: string | Partial<Location>): URL;
  encodeLocation(to: string | Partial<Location>): Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const NavigatingContext = createContext(false);

/** True while the next page is on its way (its code, or data it waits for); the old page stays until then. */
export function useNavigating(): boolean {
  return use(NavigatingContext);
}

/**
 * React Router in its component mode over `history` (docs/decisions/047). `onNavigate` sees every
 * new location first: it starts the page's data request and answers when the page's code is
 * loaded. Only then does the router move, as a transition, so the page on screen stays until the
 * next one can draw, and `useNavigating` says so meanwhile. A newer navigation overtakes an older
 * one still loading. Scrolling follows the browser's habits (lib/scroll-restoration.ts).
 */
export function HistoryRouter({
  history,
  onNavigate,
  children,
}: {
  history: RouterHistory;
  onNavigate?: (location: Location) => Promise<unknown> | void;
  children: ReactNode;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [rendering, startNavigation] = useTransition();
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const rememberScroll = useScrollRestoration(state.location, state.action);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        rememberScroll();
        const navigation = ++latest.current;
        const move = () => {
          if (navigation !== latest.current) return;
          setLoading(false);
          startNavigation(() => setState({ action, location }));
        };
        const ready = onNavigate?.(location);
        if (!ready) return move();
        setLoading(true);
        // A page whose code failed to load is shown all the same: its error boundary says so.
        void ready.then(move, move);
      }),
    [history, onNavigate, rememberScroll],
  );
  return (
    <NavigatingContext value={loading || rendering}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigatingContext>
  );
}

// First: Zod must know before any schema is built that it may not use eval (lib/zod-without-eval.ts).
import '@/lib/zod-without-eval';
import './styles.css';

import { hydrate } from '@tanstack/react-query';
import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type Location, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

import { Providers } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { AppRoutes, createRoutes, startPages } from '@/app/router';
import { restoreDataSaverChoice } from '@/lib/data-saver';
import { replayEarlyClick } from '@/lib/early-clicks';
import { RENDERED_STATE_ID } from '@/lib/early-requests';
import { HistoryRouter } from '@/lib/history-router';
import { startLanguage } from '@/lib/i18n';
import { leaveOfflinePage, navigateWithOfflineWorker, startOfflineWorker } from '@/lib/offline';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

/**
 * The page, whose effect runs once it has been hydrated. It wraps the page rather than sitting beside
 * it: a sibling would make the app one of two children, which the server's render is not, and every
 * id React gives (`useId`: the tabs', the fields') would differ from the server's HTML.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    replayEarlyClick();
    restoreDataSaverChoice();
  }, []);
  return children;
}

async function start() {
  const routes = createRoutes(queryClient);
  const rendered = document.getElementById(RENDERED_STATE_ID);
  // The page's texts, in its language only, load beside its route's code.
  const texts = startLanguage();
  if (rendered?.textContent) hydrate(queryClient, JSON.parse(rendered.textContent));
  // The page's code is loaded before rendering, so hydrating draws the server's HTML in one pass; a
  // failed load shows in the page's error boundary when it renders.
  await startPages(routes, window.location)?.catch(() => undefined);
  await texts;
  const onNavigate = (location: Location) => {
    leaveOfflinePage();
    return (
      navigateWithOfflineWorker(location.pathname + location.search + location.hash) ?? startPages(routes, location)
    );
  };
  const app = (
    <StrictMode>
      <Providers>
        <HistoryRouter history={createBrowserHistory({ v5Compat: true })} onNavigate={onNavigate}>
          <AppRoutes routes={routes} />
        </HistoryRouter>
      </Providers>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser between components, so a tap or a
  // scroll during hydration is not held up behind one long task.
  if (rendered)
    startTransition(() => {
      hydrateRoot(root!, <AfterHydration>{app}</AfterHydration>);
    });
  else {
    restoreDataSaverChoice();
    createRoot(root!).render(app);
  }
}

void start();
startOfflineWorker();

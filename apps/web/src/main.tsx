// First: Zod must know before any schema is built that it may not use eval (lib/zod-without-eval.ts).
import '@/lib/zod-without-eval';
import './styles.css';

import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { Providers } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';
import { replayEarlyClick } from '@/lib/early-clicks';
import { RENDERED_STATE_ID } from '@/lib/early-requests';
import { startLanguage } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

/** The page's route modules, loaded before hydrating so the first render matches the server's HTML. */
async function loadRouteModules(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Renders nothing; its effect runs once the page around it has been hydrated. */
function AfterHydration() {
  useEffect(replayEarlyClick, []);
  return null;
}

async function start() {
  const routes = createRoutes(queryClient);
  const rendered = document.getElementById(RENDERED_STATE_ID);
  // The page's texts, in its language only, load beside its route's code.
  const texts = startLanguage();
  if (rendered?.textContent) {
    hydrate(queryClient, JSON.parse(rendered.textContent));
    await loadRouteModules(routes);
  }
  await texts;
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser between components, so a tap or a
  // scroll during hydration is not held up behind one long task.
  if (rendered)
    startTransition(() => {
      hydrateRoot(
        root!,
        <>
          {app}
          <AfterHydration />
        </>,
      );
    });
  else createRoot(root!).render(app);
}

void start();

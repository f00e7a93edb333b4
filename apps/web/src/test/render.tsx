import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import {
  Outlet,
  type RouteObject,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useRoutes,
} from 'react-router';

import { startPages } from '@/app/router';
import { HistoryRouter } from '@/lib/history-router';

/** Shows where the router is, so a test can read the URL (and state) a click led to. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The app's router over a history in memory; `router` reads and moves it as a test's user would. */
function renderRouter(routes: RouteObject[], client: QueryClient, url: string) {
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  void startPages(routes, history.location);
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: async (to: string | number, options: { state?: unknown; replace?: boolean } = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
  };
  const view = render(
    <QueryClientProvider client={client}>
      <HistoryRouter history={history} onNavigate={(location) => startPages(routes, location)}>
        <Routes routes={routes} />
      </HistoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/**
 * Renders `element` on the route `path`, starting at `url`; any other path renders nothing but
 * the location probe, so navigation away can be asserted.
 */
export function renderAt(element: ReactNode, { url = '/', path = '/' }: { url?: string; path?: string } = {}) {
  const children: RouteObject[] = [{ path, element }];
  if (path !== '*') children.push({ path: '*', element: null });
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children,
    },
  ];
  return renderRouter(routes, testQueryClient(), url);
}

/**
 * Renders a route table at `url`, its prefetches and pages sharing one query cache; the first page's
 * code is loaded first, as the app does before it hydrates.
 */
export async function renderRoutes(createRoutes: (client: QueryClient) => RouteObject[], url: string) {
  const client = testQueryClient();
  const routes = createRoutes(client);
  await startPages(routes, url);
  return renderRouter(routes, client, url);
}

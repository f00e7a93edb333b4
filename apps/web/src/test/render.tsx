import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';

/** Shows where the router is, so a test can read the URL (and state) a click led to. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

function renderRouter(makeRoutes: (client: QueryClient) => RouteObject[], url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(makeRoutes(client), { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
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
  return renderRouter(
    () => [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children,
      },
    ],
    url,
  );
}

/** Renders the app's own route table at `url`, its loaders and pages sharing one query cache. */
export function renderRoutes(createRoutes: (client: QueryClient) => RouteObject[], url: string) {
  return renderRouter(createRoutes, url);
}

import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';

import { MenuIcon, SearchIcon } from '@/components/ui/icons';
import { useLogo } from '@/features/shop/api/get-logo';

import { ScrollToTopButton } from './scroll-to-top-button';

const Navbar = lazy(() => import('./navbar').then((m) => ({ default: m.Navbar })));
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/**
 * The 16-unit bar that holds the navbar's place while it loads (spec section 2, Page shell), with
 * the outline of its menu button, logo and search box. index.html carries the same markup, so the
 * shop's frame paints before any script has run (layout.test.tsx keeps the two in step).
 */
export function NavbarPlaceholder() {
  return (
    <div aria-hidden="true" className="h-16 border-b border-gray-200 bg-gray-100">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1.5 px-3 sm:gap-4 sm:px-4">
        <MenuIcon className="size-6 shrink-0 text-gray-300 md:hidden" />
        <div className="h-8 w-20 shrink-0 animate-pulse rounded-md bg-gray-200 sm:w-32" />
        <div className="flex h-11 min-w-0 flex-1 items-center justify-end rounded-full bg-gray-200 px-3 md:max-w-xl">
          <SearchIcon className="size-5 text-gray-300" />
        </div>
      </div>
    </div>
  );
}

/** The shop's frame around the route's page, or around `children` (the offline page, app/layout/root-layout.tsx). */
export function MainLayout({ children }: { children?: ReactNode }) {
  const logoQuery = useLogo();
  // undefined while loading, null when the shop has no logo (the text 'Dokan' shows then).
  const logo = logoQuery.isPending ? undefined : (logoQuery.data?.logo ?? null);
  return (
    <>
      <Suspense fallback={<NavbarPlaceholder />}>
        <Navbar logo={logo} />
      </Suspense>
      <main className="min-h-screen">{children ?? <Outlet />}</main>
      <Suspense fallback={null}>
        <Footer logo={logo} />
      </Suspense>
      <ScrollToTopButton />
    </>
  );
}

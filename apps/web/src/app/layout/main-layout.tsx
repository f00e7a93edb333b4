import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { Skeleton } from '@/components/ui/skeleton';
import { useLogo } from '@/features/shop/api/get-logo';

import { ScrollToTopButton } from './scroll-to-top-button';

const Navbar = lazy(() => import('./navbar').then((m) => ({ default: m.Navbar })));
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** The 16-unit bar that holds the navbar's place while it loads (spec section 2, Page shell). */
export function NavbarPlaceholder() {
  return <Skeleton className="h-16 rounded-none border-b border-gray-200 bg-gray-100" />;
}

export function MainLayout() {
  const logoQuery = useLogo();
  // undefined while loading, null when the shop has no logo (the text 'Dokan' shows then).
  const logo = logoQuery.isPending ? undefined : (logoQuery.data?.logo ?? null);
  return (
    <>
      <Suspense fallback={<NavbarPlaceholder />}>
        <Navbar logo={logo} />
      </Suspense>
      <main className="min-h-screen">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer logo={logo} />
      </Suspense>
      <ScrollToTopButton />
    </>
  );
}

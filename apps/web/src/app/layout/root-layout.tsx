import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { useNavigating } from '@/lib/history-router';
import { useTranslation } from '@/lib/i18n';
import { isOfflinePage } from '@/lib/offline';

import { MainLayout, NavbarPlaceholder } from './main-layout';
import { MetaPixelPageViews } from './meta-pixel-page-views';

const OfflinePage = lazy(() => import('../offline-page').then((m) => ({ default: m.OfflinePage })));
// Apart from the entry, which every page loads (decision 047's budget); the worker keeps it for offline.
const OfflineBar = lazy(() => import('@/components/offline-bar').then((m) => ({ default: m.OfflineBar })));

/**
 * Wraps every page: a bar shows pending navigations, and the navbar's place is held while the first page's code loads.
 * The offline worker's offline page is drawn in the shop's frame in place of the address's page, and a bar
 * says when the network is gone (docs/decisions/093).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const navigating = useNavigating();
  return (
    <>
      <MetaPixelPageViews />
      {navigating && (
        <div
          role="progressbar"
          aria-label={t('common.loading')}
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
        >
          <div className="h-full w-1/3 animate-[loading-bar_1s_ease-in-out_infinite] bg-brand-600" />
        </div>
      )}
      <Suspense fallback={<NavbarPlaceholder />}>
        {isOfflinePage() ? (
          <MainLayout>
            <OfflinePage />
          </MainLayout>
        ) : (
          <Outlet />
        )}
      </Suspense>
      <Suspense fallback={null}>
        <OfflineBar />
      </Suspense>
    </>
  );
}

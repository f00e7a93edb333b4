import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { useNavigating } from '@/lib/history-router';
import { useTranslation } from '@/lib/i18n';

import { NavbarPlaceholder } from './main-layout';
import { MetaPixelPageViews } from './meta-pixel-page-views';

/** Wraps every page: a bar shows pending navigations, and the navbar's place is held while the first page's code loads. */
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
        <Outlet />
      </Suspense>
    </>
  );
}

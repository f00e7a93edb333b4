import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

import { useTranslation } from '@/lib/i18n';

/** Wraps every page: a new page starts at the top (Back restores the old position) and a bar shows pending navigations. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigating = useNavigation().state === 'loading';
  return (
    <>
      {navigating && (
        <div
          role="progressbar"
          aria-label={t('common.loading')}
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
        >
          <div className="h-full w-1/3 animate-[loading-bar_1s_ease-in-out_infinite] bg-brand-600" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

import { TOAST_DURATIONS_MS } from '@/config/constants';
import { usePageLoaded } from '@/lib/page-loaded';

import { queryClient } from './query-client';

// Not needed for the first paint; toasts raised before it arrives wait in react-hot-toast's store.
// It is fetched once the page has loaded, so it takes neither bandwidth nor main-thread time
// (it injects its styles when it starts) from the first page on a slow phone.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

// react-hot-toast keeps at most 20 toasts on its own, which is the spec's limit.
const toastOptions = {
  duration: TOAST_DURATIONS_MS.blank,
  success: { duration: TOAST_DURATIONS_MS.success },
  error: { duration: TOAST_DURATIONS_MS.error },
  loading: { duration: TOAST_DURATIONS_MS.loading },
  custom: { duration: TOAST_DURATIONS_MS.custom },
};

/** The app's providers; the server passes a query client of its own for each page it renders. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const loaded = usePageLoaded();
  return (
    <QueryClientProvider client={client}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <Toaster position="top-center" toastOptions={toastOptions} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

import { TOAST_DURATIONS_MS } from '@dokan/domain/constants';

import { queryClient } from './query-client';

// Not needed for the first paint; toasts raised before it arrives wait in react-hot-toast's store.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

// react-hot-toast keeps at most 20 toasts on its own, which is the spec's TOAST_LIMIT.
const toastOptions = {
  duration: TOAST_DURATIONS_MS.blank,
  success: { duration: TOAST_DURATIONS_MS.success },
  error: { duration: TOAST_DURATIONS_MS.error },
  loading: { duration: TOAST_DURATIONS_MS.loading },
  custom: { duration: TOAST_DURATIONS_MS.custom },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-center" toastOptions={toastOptions} />
      </Suspense>
    </QueryClientProvider>
  );
}

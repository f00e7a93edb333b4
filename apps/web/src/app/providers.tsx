import { TOAST_DURATIONS_MS } from '@dokan/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { queryClient } from './query-client';

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
      <Toaster position="top-center" toastOptions={toastOptions} />
    </QueryClientProvider>
  );
}

import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';

/** Client errors (400 malformed id, 404 unknown product) will not change on a retry; network and 5xx may. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The browser's one client below; the server makes one for every page it renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createQueryClient();

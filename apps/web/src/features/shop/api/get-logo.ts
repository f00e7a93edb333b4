import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Logo } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { earlyOr } from '@/lib/early-requests';

export function getLogo(signal?: AbortSignal): Promise<Logo | null> {
  return apiRequest<Logo | null>('/logo', { signal });
}

export function logoQueryOptions() {
  return queryOptions({
    queryKey: ['Logo'] as const,
    queryFn: ({ signal }) => earlyOr('/logo', () => getLogo(signal)),
    staleTime: 30 * 60_000,
  });
}

export function useLogo() {
  return useQuery(logoQueryOptions());
}

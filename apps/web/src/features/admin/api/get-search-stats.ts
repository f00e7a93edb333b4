import { useQuery } from '@tanstack/react-query';

import type { SearchStats } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/searches: what shoppers searched for most in the last `days` days, and most without a result. */
export function getSearchStats(days: number, signal?: AbortSignal): Promise<SearchStats> {
  return apiRequest<SearchStats>('/admin/searches', { query: { days }, signal });
}

export function useSearchStats(days: number) {
  return useQuery({
    queryKey: ['Search', 'admin', 'stats', days],
    queryFn: ({ signal }) => getSearchStats(days, signal),
    staleTime: 60_000,
  });
}

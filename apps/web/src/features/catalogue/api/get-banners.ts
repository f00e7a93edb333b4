import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Banner } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { catalogueKeys } from './query-keys';

export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return apiRequest<Banner[]>('/banner', { signal });
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.banners(),
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 5 * 60_000,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

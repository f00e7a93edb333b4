import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Banner } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { earlyOr } from '@/lib/early-requests';

import { catalogueKeys } from './query-keys';

export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return apiRequest<Banner[]>('/banner', { signal });
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.banners(),
    // index.html starts this request on Home before the app's code arrives (app/early-start.ts).
    queryFn: ({ signal }) => earlyOr('/banner', () => getBanners(signal)),
    staleTime: 5 * 60_000,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

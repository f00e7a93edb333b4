import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Banner } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { catalogueAdminKeys } from './catalogue-keys';

/** GET /banner: the home page's banners. */
export function bannersQueryOptions() {
  return queryOptions({
    queryKey: catalogueAdminKeys.banners(),
    queryFn: ({ signal }) => apiRequest<Banner[]>('/banner', { signal }),
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

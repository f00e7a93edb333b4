import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Category } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { earlyOr } from '@/lib/early-requests';

import { catalogueKeys } from './query-keys';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/categories', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => earlyOr('/categories', () => getCategories(signal)),
    // Categories change rarely; one fetch serves the strip, the menu and the filter panel.
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SubCategory } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { catalogueKeys } from './query-keys';

export function getSubCategories(categoryId: string, signal?: AbortSignal): Promise<SubCategory[]> {
  return apiRequest<SubCategory[]>('/subcategories', { query: { categoryId }, signal });
}

export function subCategoriesQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: catalogueKeys.subCategories(categoryId),
    queryFn: ({ signal }) => getSubCategories(categoryId, signal),
    staleTime: 5 * 60_000,
  });
}

/** Subcategories of one category; idle until a category id is known. */
export function useSubCategories(categoryId: string | undefined) {
  return useQuery({ ...subCategoriesQueryOptions(categoryId ?? ''), enabled: Boolean(categoryId) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SubSubCategory } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { catalogueKeys } from './query-keys';

export function getSubSubCategories(subCategoryId: string, signal?: AbortSignal): Promise<SubSubCategory[]> {
  return apiRequest<SubSubCategory[]>('/subsubcategories', { query: { subCategoryId }, signal });
}

export function subSubCategoriesQueryOptions(subCategoryId: string) {
  return queryOptions({
    queryKey: catalogueKeys.subSubCategories(subCategoryId),
    queryFn: ({ signal }) => getSubSubCategories(subCategoryId, signal),
    staleTime: 5 * 60_000,
  });
}

/** Sub-subcategories of one subcategory; idle until a subcategory id is known. */
export function useSubSubCategories(subCategoryId: string | undefined) {
  return useQuery({ ...subSubCategoriesQueryOptions(subCategoryId ?? ''), enabled: Boolean(subCategoryId) });
}

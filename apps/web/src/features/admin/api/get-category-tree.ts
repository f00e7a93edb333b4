import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Category, SubCategory, SubSubCategory } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { catalogueAdminKeys } from './catalogue-keys';

/** GET /categories: the top level of the tree (and the category selects). */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueAdminKeys.categories(),
    queryFn: ({ signal }) => apiRequest<Category[]>('/categories', { signal }),
  });
}

/** GET /subcategories?categoryId: the subcategories of one category. */
export function subCategoriesQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: catalogueAdminKeys.subCategories(categoryId),
    queryFn: ({ signal }) => apiRequest<SubCategory[]>('/subcategories', { query: { categoryId }, signal }),
  });
}

/** GET /subsubcategories?subCategoryId: the sub-subcategories of one subcategory. */
export function subSubCategoriesQueryOptions(subCategoryId: string) {
  return queryOptions({
    queryKey: catalogueAdminKeys.subSubCategories(subCategoryId),
    queryFn: ({ signal }) => apiRequest<SubSubCategory[]>('/subsubcategories', { query: { subCategoryId }, signal }),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** Idle until a category is chosen (or a tree row is opened). */
export function useSubCategories(categoryId: string | undefined) {
  return useQuery({ ...subCategoriesQueryOptions(categoryId ?? ''), enabled: Boolean(categoryId) });
}

export function useSubSubCategories(subCategoryId: string | undefined) {
  return useQuery({ ...subSubCategoriesQueryOptions(subCategoryId ?? ''), enabled: Boolean(subCategoryId) });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminProductList } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { catalogueAdminKeys } from './catalogue-keys';

export const ADMIN_PRODUCT_SORTS = ['newest', 'name', 'price', 'stock', 'sales'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export interface AdminProductListParams {
  page: number;
  search?: string;
  category?: string;
  lowStock?: boolean;
  sort: AdminProductSort;
  dir: 'asc' | 'desc';
}

/** GET /admin/products: every product for an admin, their own for an owner. */
export function getAdminProducts(params: AdminProductListParams, signal?: AbortSignal): Promise<AdminProductList> {
  return apiRequest<AdminProductList>('/admin/products', {
    query: {
      page: params.page,
      limit: ADMIN_PRODUCTS_PAGE_SIZE,
      search: params.search,
      category: params.category,
      lowStock: params.lowStock ? true : undefined,
      sort: params.sort,
      dir: params.dir,
    },
    signal,
  });
}

export function adminProductsQueryOptions(params: AdminProductListParams) {
  return queryOptions({
    queryKey: catalogueAdminKeys.products(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    // The table keeps its rows while the next page or sort loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(params: AdminProductListParams) {
  return useQuery(adminProductsQueryOptions(params));
}

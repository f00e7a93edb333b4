import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ADMIN_PRODUCT_LIST_DEFAULT_LIMIT, type AdminProductList } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import type { AdminProductListParams } from './product-list-params';
import { catalogueKeys } from './query-keys';

/** GET /admin/products: every product for an admin, their own for an owner. */
export function getAdminProducts(params: AdminProductListParams, signal?: AbortSignal): Promise<AdminProductList> {
  return apiRequest<AdminProductList>('/admin/products', {
    query: {
      page: params.page,
      limit: ADMIN_PRODUCT_LIST_DEFAULT_LIMIT,
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
    queryKey: catalogueKeys.adminProductList(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    // The table keeps its rows while the next page or sort loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(params: AdminProductListParams) {
  return useQuery(adminProductsQueryOptions(params));
}

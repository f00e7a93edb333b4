import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ADMIN_PRODUCT_LIST_DEFAULT_LIMIT, type AdminProductList, type AdminProductSort } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';


/** Query of GET /admin/products: one page of the admin's (or an owner's own) product table. */
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
    // Under the 'Product' tag: every product write refreshes the table and the shop's lists together.
    queryKey: ['Product', 'admin', params],
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    // The table keeps its rows while the next page or sort loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(params: AdminProductListParams) {
  return useQuery(adminProductsQueryOptions(params));
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductList } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import type { ProductListParams } from './product-list-params';
import { catalogueKeys } from './query-keys';

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  return apiRequest<ProductList>('/products', { query: { ...params }, signal });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: catalogueKeys.productList(params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProductList, ProductSort } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { catalogueKeys } from './query-keys';

/** Query of GET /api/products (spec section 7); absent values are not sent. */
export interface ProductListParams {
  page?: number;
  limit?: number;
  search?: string;
  category?: string;
  subCategory?: string;
  subSubCategory?: string;
  minPrice?: number;
  maxPrice?: number;
  discount?: number;
  sortBy?: ProductSort;
  popularProducts?: 'offer';
  exclude?: string;
}

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

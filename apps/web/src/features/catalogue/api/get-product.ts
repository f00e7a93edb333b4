import type { Product } from '@dokan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from './query-keys';
import { apiRequest } from '@/lib/api-client';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { earlyOr } from '@/lib/early-requests';

import { catalogueKeys } from './query-keys';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => earlyOr(`/products/${encodeURIComponent(id)}`, () => getProduct(id, signal)),
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

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
    // Shown as it failed, not fetched again as the page mounts: a product the server's render found
    // missing is hydrated as that same 'not found' (a refetch would first draw a spinner instead).
    retryOnMount: false,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

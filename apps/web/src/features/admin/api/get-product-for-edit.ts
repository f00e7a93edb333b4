import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Product } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { catalogueAdminKeys } from './catalogue-keys';

/** GET /products/{id}: the product being edited, as the shop reads it. */
export function getProductForEdit(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function productForEditQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogueAdminKeys.product(id),
    queryFn: ({ signal }) => getProductForEdit(id, signal),
    // The form starts from what is saved now, not from a cached copy.
    staleTime: 0,
  });
}

export function useProductForEdit(id: string | undefined) {
  return useQuery({ ...productForEditQueryOptions(id ?? ''), enabled: Boolean(id) });
}

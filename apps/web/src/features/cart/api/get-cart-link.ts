import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CartLink } from '@dokan/domain/schemas/cart-link';
import { apiRequest } from '@/lib/api-client';

/** GET /api/products/cart-link: what the server makes of a cart link's items (docs/decisions/088). */
export function getCartLink(items: string, signal?: AbortSignal): Promise<CartLink> {
  return apiRequest<CartLink>(`/products/cart-link?items=${encodeURIComponent(items)}`, { signal });
}

export function cartLinkQueryOptions(items: string) {
  return queryOptions({
    queryKey: ['cart-link', items],
    queryFn: ({ signal }) => getCartLink(items, signal),
    // Stock changes: a link opened again is read again.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCartLink(items: string | null) {
  return useQuery({ ...cartLinkQueryOptions(items ?? ''), enabled: items !== null });
}

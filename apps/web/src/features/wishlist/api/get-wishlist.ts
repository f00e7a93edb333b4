import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Wishlist } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

/** Query keys start with the spec's cache tag 'Wishlist', so every wishlist change invalidates them at once. */
export const wishlistKeys = {
  all: () => ['Wishlist'] as const,
  ofCustomer: (customerId: string) => ['Wishlist', customerId] as const,
};

/** GET /api/wishlist/get-wishlist/{customerId}: data.products. */
export function getWishlist(customerId: string, signal?: AbortSignal): Promise<Wishlist> {
  return apiRequest<Wishlist>(`/wishlist/get-wishlist/${encodeURIComponent(customerId)}`, { signal });
}

export function wishlistQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: wishlistKeys.ofCustomer(customerId),
    queryFn: ({ signal }) => getWishlist(customerId, signal),
    staleTime: 60_000,
  });
}

/** The signed-in customer's id, or null for a visitor. */
export function useCustomerId(): string | null {
  return useAuthStore((state) => (state.token && state.user?._id ? state.user._id : null));
}

/** The signed-in customer's wishlist; idle (no request) for a visitor. */
export function useWishlist() {
  const customerId = useCustomerId();
  return useQuery({ ...wishlistQueryOptions(customerId ?? ''), enabled: customerId !== null });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { wishlistKeys } from './get-wishlist';

/** POST /api/wishlist/add-to-wishlist/{customerId}, body {productId}. */
export function addToWishlist({ customerId, productId }: { customerId: string; productId: string }): Promise<unknown> {
  return apiRequest(`/wishlist/add-to-wishlist/${encodeURIComponent(customerId)}`, {
    method: 'POST',
    body: { productId },
  });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all() }),
  });
}

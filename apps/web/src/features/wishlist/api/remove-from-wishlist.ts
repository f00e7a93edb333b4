import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { wishlistKeys } from './get-wishlist';

/** DELETE /api/wishlist/remove/{customerId}/{productId}. */
export function removeFromWishlist({
  customerId,
  productId,
}: {
  customerId: string;
  productId: string;
}): Promise<unknown> {
  return apiRequest(`/wishlist/remove/${encodeURIComponent(customerId)}/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all() }),
  });
}

/**
 * Removes several products at once (the page's 'remove selected'); resolves to how many went
 * and how many failed, and refreshes the wishlist once at the end.
 */
export function useRemoveManyFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ customerId, productIds }: { customerId: string; productIds: string[] }) => {
      const results = await Promise.allSettled(
        productIds.map((productId) => removeFromWishlist({ customerId, productId })),
      );
      const failed = results.filter((result) => result.status === 'rejected').length;
      return { removed: results.length - failed, failed };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all() }),
  });
}

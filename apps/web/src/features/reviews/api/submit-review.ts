import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ReviewSubmit } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** POST /products/{productId}/reviews with {review: {userId, stars, text}} (spec section 7). */
export function submitReview({ productId, ...body }: ReviewSubmit & { productId: string }): Promise<unknown> {
  return apiRequest<unknown>(`/products/${encodeURIComponent(productId)}/reviews`, { method: 'POST', body });
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    // The product's page shows its reviews and rating.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['Product'] }),
  });
}

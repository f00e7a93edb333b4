import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** PATCH /order/update-status/{orderId} with status 'cancelled': a pending, unpaid order (spec section 4). */
export function cancelOrder(orderId: string): Promise<unknown> {
  return apiRequest<unknown>(`/order/update-status/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { status: 'cancelled' },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

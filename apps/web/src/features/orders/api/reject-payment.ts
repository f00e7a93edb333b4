import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Order, RejectPayment } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** PATCH /order/reject-payment/{orderId}: the transfer was not found; the order is cancelled and the shopper told why. */
export function rejectPayment({ orderId, ...body }: RejectPayment & { orderId: string }): Promise<Order> {
  return apiRequest<Order>(`/order/reject-payment/${encodeURIComponent(orderId)}`, { method: 'PATCH', body });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Order, OrderStatus } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** PATCH /order/update-status/{orderId}: a step the order state machine allows (order-status.ts). */
export function updateOrderStatus({ orderId, status }: { orderId: string; status: OrderStatus }): Promise<Order> {
  return apiRequest<Order>(`/order/update-status/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { status },
  });
}

/** Refreshes every cached order (lists, details, the dashboard, the customer's own) and refunds. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['Refund'] }),
      ]),
  });
}

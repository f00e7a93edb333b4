import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ConfirmPayment, Order } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** PATCH /order/confirm-payment/{orderId}: an unpaid bKash/Nagad/Rocket order the admin found in the statement is paid. */
export function confirmPayment({ orderId, ...body }: ConfirmPayment & { orderId: string }): Promise<Order> {
  return apiRequest<Order>(`/order/confirm-payment/${encodeURIComponent(orderId)}`, { method: 'PATCH', body });
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

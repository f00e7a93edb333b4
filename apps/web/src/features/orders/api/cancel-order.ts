import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Order } from '@dokan/domain';

import { orderKeys } from './get-my-orders';
import { updateOrderStatus } from './update-order-status';

/** The shopper cancels a pending, unpaid order (spec section 4): the same status change the admin makes. */
export function cancelOrder(orderId: string): Promise<Order> {
  return updateOrderStatus({ orderId, status: 'cancelled' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

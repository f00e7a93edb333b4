import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { OrderCaps } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderCapsQueryOptions } from './get-order-caps';

/** PUT /settings/order-caps: the owner's caps on orders and SMS; checkout and the outbox follow them at once. */
export function saveOrderCaps(body: OrderCaps): Promise<OrderCaps> {
  return apiRequest<OrderCaps>('/settings/order-caps', { method: 'PUT', body });
}

export function useSaveOrderCaps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrderCaps,
    onSuccess: (caps) => queryClient.setQueryData(orderCapsQueryOptions().queryKey, caps),
  });
}

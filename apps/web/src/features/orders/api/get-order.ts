import { useQuery } from '@tanstack/react-query';

import type { Order } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** GET /order/{orderId}: one order with its items, customer, address, totals and payment. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/order/${encodeURIComponent(orderId)}`, { signal });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: [...orderKeys.all, 'admin', 'detail', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

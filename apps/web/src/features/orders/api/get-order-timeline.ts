import { useQuery } from '@tanstack/react-query';

import type { OrderEvent } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** GET /order/{orderId}/timeline: every change of the order, who or what made it, when and from where. */
export function getOrderTimeline(orderId: string, signal?: AbortSignal): Promise<OrderEvent[]> {
  return apiRequest<OrderEvent[]>(`/order/${encodeURIComponent(orderId)}/timeline`, { signal });
}

export function useOrderTimeline(orderId: string) {
  return useQuery({
    queryKey: [...orderKeys.all, 'timeline', orderId],
    queryFn: ({ signal }) => getOrderTimeline(orderId, signal),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { OrderCaps } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /api/settings/order-caps: the owner's caps on orders and SMS (admin only). */
export function getOrderCaps(signal?: AbortSignal): Promise<OrderCaps> {
  return apiRequest<OrderCaps>('/settings/order-caps', { signal });
}

export function orderCapsQueryOptions() {
  return queryOptions({
    queryKey: ['OrderCaps'] as const,
    queryFn: ({ signal }) => getOrderCaps(signal),
  });
}

export function useOrderCaps() {
  return useQuery(orderCapsQueryOptions());
}

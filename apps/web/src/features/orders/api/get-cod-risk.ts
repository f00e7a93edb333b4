import { useQuery } from '@tanstack/react-query';

import type { CodRisk } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** GET /order/{orderId}/cod-risk: the risk of collecting the order's cash on delivery, with its reasons. */
export function useCodRisk(orderId: string) {
  return useQuery({
    queryKey: [...orderKeys.all, 'cod-risk', orderId],
    queryFn: ({ signal }) => apiRequest<CodRisk>(`/order/${encodeURIComponent(orderId)}/cod-risk`, { signal }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ShippingFee } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /api/shipping-fee/get: the delivery fees inside Dhaka and outside, in taka. */
export function getShippingFee(signal?: AbortSignal): Promise<ShippingFee> {
  return apiRequest<ShippingFee>('/shipping-fee/get', { signal });
}

export function shippingFeeQueryOptions() {
  return queryOptions({
    queryKey: ['ShippingFee'] as const,
    queryFn: ({ signal }) => getShippingFee(signal),
    staleTime: 5 * 60_000,
  });
}

export function useShippingFee() {
  return useQuery(shippingFeeQueryOptions());
}

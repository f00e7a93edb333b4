import { useQuery } from '@tanstack/react-query';

import type { ShippingFee } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { adminKeys } from './query-keys';

/** GET /shipping-fee/get: the delivery fees inside and outside Dhaka, in taka. */
export function getShippingFee(signal?: AbortSignal): Promise<ShippingFee> {
  return apiRequest<ShippingFee>('/shipping-fee/get', { signal });
}

export function useShippingFee() {
  return useQuery({ queryKey: adminKeys.shippingFee, queryFn: ({ signal }) => getShippingFee(signal) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Order } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

import { orderKeys } from './query-keys';

/** GET /order/get-order-by-customerId/{customerId}: the shopper's orders, newest first (spec section 4). */
export function getMyOrders(customerId: string, signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>(`/order/get-order-by-customerId/${encodeURIComponent(customerId)}`, { signal });
}

export function myOrdersQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: orderKeys.byCustomer(customerId),
    queryFn: ({ signal }) => getMyOrders(customerId, signal),
    staleTime: 30_000,
  });
}

/** The signed-in shopper's orders; customers see only their own (spec section 6). */
export function useMyOrders() {
  const customerId = useAuthStore((state) => state.user?._id ?? '');
  return useQuery({ ...myOrdersQueryOptions(customerId), enabled: customerId !== '' });
}

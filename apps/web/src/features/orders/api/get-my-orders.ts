import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Order } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

/** Cache keys under the spec's 'Order' tag, so logout, cancelling and status changes clear or refresh them all. */
export const orderKeys = {
  all: ['Order'] as const,
  byCustomer: (customerId: string) => [...orderKeys.all, 'customer', customerId] as const,
};

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

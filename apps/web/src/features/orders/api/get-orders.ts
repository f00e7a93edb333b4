import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminOrderList, AdminOrderListQuery } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** GET /order/get-all-orders: one page of orders, filtered and sorted by the server. */
export function getOrders(query: AdminOrderListQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return apiRequest<AdminOrderList>('/order/get-all-orders', { query: { ...query }, signal });
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useOrders(query: AdminOrderListQuery) {
  return useQuery({
    queryKey: [...orderKeys.all, 'admin', 'list', query],
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

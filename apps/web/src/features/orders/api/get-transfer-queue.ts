import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminOrderList, PageQuery } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

/** GET /order/mobile-banking-queue: the bKash/Nagad/Rocket transfers the admin has still to check, oldest first. */
export function getTransferQueue(query: PageQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return apiRequest<AdminOrderList>('/order/mobile-banking-queue', { query: { ...query }, signal });
}

/** Under the orders' key, so confirming, rejecting or any order change refreshes the queue. */
export function useTransferQueue(query: PageQuery = {}) {
  return useQuery({
    queryKey: [...orderKeys.all, 'admin', 'transfers', query],
    queryFn: ({ signal }) => getTransferQueue(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Refund } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import type { RefundForm } from '../refund-form';
import { orderKeys } from './get-my-orders';

export type RefundRequest = RefundForm & { orderId: string };

/**
 * POST /refund/post: cancels the paid order and files the refund request in one step on the server,
 * so the orders and the refund requests (the spec's 'Refund' tag) are both read again.
 */
export function requestRefund(request: RefundRequest): Promise<Refund> {
  return apiRequest<Refund>('/refund/post', { method: 'POST', body: request });
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['Refund'] }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { orderKeys } from '@/features/orders/api/get-my-orders';
import { apiRequest } from '@/lib/api-client';

import type { Refund, RefundForm } from '../refund-form';
import { refundKeys } from './get-refunds';

export type RefundRequest = RefundForm & { orderId: string };

/** POST /refund/post: cancels the paid order and files the refund request in one step on the server. */
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
        queryClient.invalidateQueries({ queryKey: refundKeys.all }),
      ]),
  });
}

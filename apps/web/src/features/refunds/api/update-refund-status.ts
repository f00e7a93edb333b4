import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Refund, RefundStatus } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { refundKeys } from './get-refunds';

/** PATCH /refund/{id} with the new status (Pending, Completed, Rejected or Failed). */
export function updateRefundStatus({ id, status }: { id: string; status: RefundStatus }): Promise<Refund> {
  return apiRequest<Refund>(`/refund/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

export function useUpdateRefundStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRefundStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}

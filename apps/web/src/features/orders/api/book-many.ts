import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Consignment, Courier } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

import { orderKeys } from './get-my-orders';

/** One order's answer to a bulk booking: its parcel, or why it was not booked (the courier's refusal). */
export interface BulkBookingResult {
  orderId: string;
  consignment: Consignment | null;
  error: string | null;
}

/** GET /couriers: the couriers set up for this shop. */
export function useCouriers() {
  return useQuery({
    queryKey: [...orderKeys.all, 'couriers'] as const,
    queryFn: ({ signal }) => apiRequest<Courier[]>('/couriers', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /couriers/book-many: books the selected orders with one courier; each answered. The order lists refresh. */
export function useBookMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { courier: Courier; orderIds: string[] }) =>
      apiRequest<BulkBookingResult[]>('/couriers/book-many', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** GET /couriers/labels: the booked orders' A6 labels in one PDF. Throws when it fails. */
export function downloadLabels(orderIds: readonly string[]): Promise<void> {
  const name = orderIds.length === 1 ? `label-${orderIds[0]!.slice(-6)}.pdf` : `labels-${orderIds.length}.pdf`;
  return downloadFile(`/couriers/labels?orderIds=${orderIds.map(encodeURIComponent).join(',')}`, name);
}

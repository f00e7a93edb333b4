import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { BookParcel, Consignment, OrderParcel, SandboxParcelStep } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { orderKeys } from './get-my-orders';

const parcelKey = (orderId: string) => [...orderKeys.all, 'parcel', orderId] as const;

/** GET /couriers/orders/{orderId}: the order's parcel, the couriers the shop can book with, and the COD due. */
export function useOrderParcel(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: parcelKey(orderId),
    queryFn: ({ signal }) => apiRequest<OrderParcel>(`/couriers/orders/${encodeURIComponent(orderId)}`, { signal }),
    enabled,
  });
}

/** POST /couriers/orders/{orderId}/book: books the parcel; the order's parcel and timeline refresh. */
export function useBookParcel(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parcel: BookParcel) =>
      apiRequest<Consignment>(`/couriers/orders/${encodeURIComponent(orderId)}/book`, {
        method: 'POST',
        body: parcel,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/**
 * POST /couriers/sandbox/parcels/{consignmentId}: the sandbox courier takes `step` (on this computer
 * only) and tells the shop by its webhook; the order, its timeline and its parcel refresh.
 */
export function useSandboxStep(orderId: string, consignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: SandboxParcelStep) =>
      apiRequest<OrderParcel>(`/couriers/sandbox/parcels/${encodeURIComponent(consignmentId)}`, {
        method: 'POST',
        body: { step },
      }),
    onSuccess: (parcel) => {
      queryClient.setQueryData(parcelKey(orderId), parcel);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

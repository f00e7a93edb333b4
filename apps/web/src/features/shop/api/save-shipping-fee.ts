import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ShippingFee, ShippingFeeUpdate } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { shippingFeeQueryOptions } from './get-shipping-fee';

/** POST /shipping-fee/add: new delivery fees, in whole taka. */
export function saveShippingFee(body: ShippingFeeUpdate): Promise<ShippingFee> {
  return apiRequest<ShippingFee>('/shipping-fee/add', { method: 'POST', body });
}

export function useSaveShippingFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingFeeQueryOptions().queryKey }),
  });
}

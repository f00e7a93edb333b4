import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Coupon } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { couponTableKeys } from './get-coupons';

/** PATCH /coupons/{id}/deactivate: the coupon stops applying at checkout; orders that used it keep their discount. */
export function deactivateCoupon(id: string): Promise<Coupon> {
  return apiRequest<Coupon>(`/coupons/${encodeURIComponent(id)}/deactivate`, { method: 'PATCH' });
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponTableKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Coupon, CouponUpdate } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { couponTableKeys } from './get-coupons';

/** PUT /coupons/{id}: the fields sent change; the rules are checked again on the result. */
export function updateCoupon({ id, ...body }: CouponUpdate & { id: string }): Promise<Coupon> {
  return apiRequest<Coupon>(`/coupons/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponTableKeys.all }),
  });
}

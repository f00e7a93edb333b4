import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Coupon, CouponInput } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { couponTableKeys } from './get-coupons';

/** POST /coupons: a new coupon; a code already used (in any letter case) is refused with 409. */
export function createCoupon(body: CouponInput): Promise<Coupon> {
  return apiRequest<Coupon>('/coupons', { method: 'POST', body });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponTableKeys.all }),
  });
}

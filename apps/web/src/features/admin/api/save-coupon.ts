import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Coupon, CouponInput, CouponUpdate } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { adminKeys } from './query-keys';

/** POST /coupons: a new coupon; a code already used (in any letter case) is refused with 409. */
export function createCoupon(body: CouponInput): Promise<Coupon> {
  return apiRequest<Coupon>('/coupons', { method: 'POST', body });
}

/** PUT /coupons/{id}: the fields sent change. */
export function updateCoupon({ id, ...body }: CouponUpdate & { id: string }): Promise<Coupon> {
  return apiRequest<Coupon>(`/coupons/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** PATCH /coupons/{id}/deactivate: the coupon stops applying at checkout; its history stays. */
export function deactivateCoupon(id: string): Promise<Coupon> {
  return apiRequest<Coupon>(`/coupons/${encodeURIComponent(id)}/deactivate`, { method: 'PATCH' });
}

function useCouponMutation<T>(mutationFn: (input: T) => Promise<Coupon>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }) });
}

export const useCreateCoupon = () => useCouponMutation(createCoupon);
export const useUpdateCoupon = () => useCouponMutation(updateCoupon);
export const useDeactivateCoupon = () => useCouponMutation(deactivateCoupon);

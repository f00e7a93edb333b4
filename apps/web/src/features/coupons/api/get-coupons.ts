import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { CouponList, CouponListQuery } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';


/** The admin's coupon table under the spec's 'Coupon' tag; its writes refresh it and leave the checkout's previews alone. */
export const couponTableKeys = {
  all: ['Coupon', 'admin'] as const,
  list: (query: CouponListQuery) => [...couponTableKeys.all, 'list', query] as const,
};

/** GET /coupons: one page of coupons, searched by code and filtered by active. */
export function getCoupons(query: CouponListQuery, signal?: AbortSignal): Promise<CouponList> {
  return apiRequest<CouponList>('/coupons', { query: { ...query }, signal });
}

export function useCoupons(query: CouponListQuery) {
  return useQuery({
    queryKey: couponTableKeys.list(query),
    queryFn: ({ signal }) => getCoupons(query, signal),
    placeholderData: keepPreviousData,
  });
}

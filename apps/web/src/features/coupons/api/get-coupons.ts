import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { CouponList, CouponListQuery } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

import { couponKeys } from './query-keys';

/** GET /coupons: one page of coupons, searched by code and filtered by active. */
export function getCoupons(query: CouponListQuery, signal?: AbortSignal): Promise<CouponList> {
  return apiRequest<CouponList>('/coupons', { query: { ...query }, signal });
}

export function useCoupons(query: CouponListQuery) {
  return useQuery({
    queryKey: couponKeys.adminList(query),
    queryFn: ({ signal }) => getCoupons(query, signal),
    placeholderData: keepPreviousData,
  });
}

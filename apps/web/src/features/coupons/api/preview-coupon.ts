import { queryOptions } from '@tanstack/react-query';

import type { CouponPreview } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /api/coupons/preview?code=&subtotal=: what the coupon would take off this subtotal. */
export function previewCoupon(code: string, subtotal: number, signal?: AbortSignal): Promise<CouponPreview> {
  return apiRequest<CouponPreview>('/coupons/preview', { query: { code, subtotal: String(subtotal) }, signal });
}

export function couponPreviewQueryOptions(code: string, subtotal: number) {
  return queryOptions({
    queryKey: ['Coupon', code, subtotal] as const,
    queryFn: ({ signal }) => previewCoupon(code, subtotal, signal),
    staleTime: 60_000,
    retry: false,
  });
}

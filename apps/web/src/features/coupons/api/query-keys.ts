import type { CouponListQuery } from '@dokan/domain';

/** Cache keys under the spec's 'Coupon' tag: the checkout's previews and the admin's coupon table. */
export const couponKeys = {
  all: ['Coupon'] as const,
  preview: (code: string, subtotal: number) => [...couponKeys.all, code, subtotal] as const,
  /** The admin's table: its writes refresh it, and leave the checkout's previews alone. */
  admin: ['Coupon', 'admin'] as const,
  adminList: (query: CouponListQuery) => [...couponKeys.admin, 'list', query] as const,
};

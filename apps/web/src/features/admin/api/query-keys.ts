import type { AdminOrderListQuery, CouponListQuery } from '@dokan/domain';

/**
 * The admin screens' cache keys, under the same tags as the shop's (spec section 3), so a change made
 * here also refreshes what the storefront and the customer area have cached.
 */
export const adminKeys = {
  orders: ['Order', 'admin'] as const,
  orderList: (query: AdminOrderListQuery) => [...adminKeys.orders, 'list', query] as const,
  order: (id: string) => [...adminKeys.orders, 'detail', id] as const,
  dashboard: ['Order', 'admin', 'dashboard'] as const,
  refunds: ['Refund', 'admin'] as const,
  users: ['User', 'admin'] as const,
  userList: (page: number, limit: number) => [...adminKeys.users, 'list', page, limit] as const,
  userSearch: (term: string, role: string) => [...adminKeys.users, 'search', term, role] as const,
  coupons: ['Coupon', 'admin'] as const,
  couponList: (query: CouponListQuery) => [...adminKeys.coupons, 'list', query] as const,
  /** The shop's settings, under the keys the storefront reads them by, so a saved change shows there at once. */
  shippingFee: ['ShippingFee'] as const,
  settings: ['Settings'] as const,
  logo: ['Logo'] as const,
};

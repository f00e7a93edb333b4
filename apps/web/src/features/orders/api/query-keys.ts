import type { AdminOrderListQuery } from '@dokan/domain';

/**
 * Cache keys under the spec's 'Order' tag, so logout, cancelling, a refund or an admin's change of
 * status clears or refreshes them all: the shopper's list, the admin's table and detail, the dashboard.
 */
export const orderKeys = {
  all: ['Order'] as const,
  byCustomer: (customerId: string) => [...orderKeys.all, 'customer', customerId] as const,
  adminList: (query: AdminOrderListQuery) => [...orderKeys.all, 'admin', 'list', query] as const,
  adminDetail: (id: string) => [...orderKeys.all, 'admin', 'detail', id] as const,
};

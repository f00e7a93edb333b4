import type { Order } from '@dokan/domain';
import type { OrderStatus, PaymentMethod } from '@dokan/domain/constants';

/** The six tabs of My Orders (spec section 9: order tabs 6). */
export const ORDER_TABS = ['all', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export interface OrderFilters {
  tab: OrderTab;
  search: string;
  /** 'yyyy-mm-dd' from a date box, inclusive; empty for no bound. */
  from: string;
  to: string;
  paymentMethod: PaymentMethod | '';
}

export const NO_FILTERS: OrderFilters = { tab: 'all', search: '', from: '', to: '', paymentMethod: '' };

/** The day an order was placed, in the shopper's own time zone, as 'yyyy-mm-dd' to compare with a date box. */
function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Spec section 4: the status tab and the search text (case-insensitive, on the order id or any item's
 * product name) combine; the Filter button adds a date range and a payment method on top.
 */
export function filterOrders(orders: readonly Order[], filters: OrderFilters): Order[] {
  const term = filters.search.trim().toLowerCase();
  return orders.filter((order) => {
    if (filters.tab !== 'all' && order.status !== (filters.tab satisfies OrderStatus)) return false;
    if (
      term &&
      !order._id.toLowerCase().includes(term) &&
      !order.items.some(
        (item) =>
          item.productName.toLowerCase().includes(term) || item.productNameBn?.toLowerCase().includes(term) === true,
      )
    ) {
      return false;
    }
    if (filters.paymentMethod && order.paymentMethod !== filters.paymentMethod) return false;
    const day = localDay(order.createdAt);
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
    return true;
  });
}

/** How many of the Filter button's own filters are set, for its badge. */
export function activeFilterCount({ from, to, paymentMethod }: OrderFilters): number {
  return [from, to, paymentMethod].filter(Boolean).length;
}

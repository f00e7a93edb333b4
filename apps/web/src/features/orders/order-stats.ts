import type { Order } from '@dokan/domain';
import { RECENT_ORDERS_SHOWN } from '@/config/constants';

export interface OrderStats {
  totalOrders: number;
  /** What the shopper has spent: cancelled orders are left out (spec section 9). */
  totalSpent: number;
  deliveredOrders: number;
  /** The first 5 orders as the server lists them, newest first. */
  recent: Order[];
}

export function orderStats(orders: readonly Order[]): OrderStats {
  return {
    totalOrders: orders.length,
    totalSpent: orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.totalPrice, 0),
    deliveredOrders: orders.filter((o) => o.status === 'delivered').length,
    recent: orders.slice(0, RECENT_ORDERS_SHOWN),
  };
}

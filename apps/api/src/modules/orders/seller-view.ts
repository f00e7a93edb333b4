/**
 * What a seller (owner) sees of the shop's orders: the orders holding their products, each with only
 * their items, their items' sum as the amounts (the coupon and the delivery fee are the shop's), and
 * no contact details (the shop delivers). An admin sees every order whole.
 */
import type { Order } from '@dokan/domain';

import type { UserRow } from '../accounts/accounts.module.ts';

/** Whose orders a reader sees: all (admin, null) or a seller's (their id). */
export const sellerOf = (user: UserRow): string | null => (user.role === 'admin' ? null : user.id);

/** An order, already holding only the seller's items, as that seller reads it. */
export function forSeller(order: Order): Order {
  const subtotal = order.items.reduce((sum, item) => sum + item.subTotal, 0);
  return {
    ...order,
    customerEmail: null,
    phone: '',
    paymentNumber: null,
    paymentReference: null,
    subtotal,
    discount: 0,
    deliveryFee: 0,
    totalPrice: subtotal,
  };
}

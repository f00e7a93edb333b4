/**
 * The order's life (spec section 4, Order status), in one place for the pages and the server:
 * pending -> processing -> shipped -> delivered, and pending or processing -> cancelled.
 * What a transition does to stock (returned on cancel) and sales (counted on delivery) is the server's.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from './constants.ts';

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export interface CancellableOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
}

/**
 * Money has been received (a card payment the gateway confirmed, or a mobile-banking transfer the shop
 * confirmed): cancelling means a refund. A transfer the shopper says they sent but nobody has confirmed
 * is not money received, so such an order is cancelled without one: only what came in can go back.
 */
export function cancellationNeedsRefund(order: CancellableOrder): boolean {
  return order.paymentMethod !== 'cash' && order.paymentStatus === 'paid';
}

/** A customer may cancel only while the order is pending. */
export function customerMayCancel(order: CancellableOrder): boolean {
  return order.status === 'pending';
}

/**
 * The admin may confirm a bKash/Nagad/Rocket (mobile-banking) payment found in the statement while it
 * is not yet paid and the order not cancelled; cash is paid to the courier and cards by the gateway.
 */
export function mayConfirmPayment(order: CancellableOrder): boolean {
  return order.paymentMethod === 'mobile-banking' && order.paymentStatus !== 'paid' && order.status !== 'cancelled';
}

/**
 * The order's life (spec section 4, Order status), in one place for the pages and the server:
 * pending -> processing -> shipped -> delivered, pending or processing -> cancelled, and shipped ->
 * returned when the buyer refused the parcel. The courier (its webhooks or a poll) makes the moves
 * from processing on as the admin may. What a transition does to stock (back on cancel or return,
 * once) and sales (counted on delivery) is the server's.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from './constants.ts';

/** Every status but the first: where a move can lead. */
export type OnwardStatus = Exclude<OrderStatus, 'pending'>;

const NEXT: Record<OrderStatus, readonly OnwardStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: [],
  cancelled: [],
  returned: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return (NEXT[from] as readonly OrderStatus[]).includes(to);
}

export function nextOrderStatuses(from: OrderStatus): readonly OnwardStatus[] {
  return NEXT[from];
}

/** Statuses whose stock is back on the shelf: a cancelled order, or a parcel the courier brought back. */
export function stockGoesBack(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'returned';
}

/**
 * The way an order takes to `to`, one allowed step at a time: a courier's "delivered" may arrive
 * while the shop still has the order as processing (the pick-up was never reported). Null when
 * no such way exists (a delivered order cannot be returned, a cancelled one not shipped).
 */
export function orderPathTo(from: OrderStatus, to: OrderStatus): OnwardStatus[] | null {
  if (from === to) return [];
  for (const next of NEXT[from]) {
    if (next === 'cancelled') continue;
    if (next === to) return [to];
    const rest = orderPathTo(next, to);
    if (rest) return [next, ...rest];
  }
  return null;
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

/** Cash on delivery is money received once the parcel is delivered: the courier collected it. */
export function paidOnDelivery(order: CancellableOrder): boolean {
  return order.paymentMethod === 'cash' && order.paymentStatus !== 'paid';
}

/**
 * Parcels that come back (docs/decisions/034 and 042): how often they do, and what the shop owes the
 * buyer when one does. One place for the dashboard, the deliveries report and the refunds module.
 */
import type { PaymentMethod, PaymentStatus, ShopRefundMethod } from './constants.ts';

export interface ParcelOutcomes {
  delivered: number;
  returned: number;
}

/**
 * The share of parcels that came back among those that ended (returned / (delivered + returned)),
 * between 0 and 1; null when none ended, so "no parcels" never reads as "no returns".
 */
export function returnRate({ delivered, returned }: ParcelOutcomes): number | null {
  const ended = delivered + returned;
  return ended > 0 ? returned / ended : null;
}

export interface ReturnedOrder {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The number the shopper paid from (mobile banking, bKash), if given. */
  paymentNumber: string | null;
  phone: string;
}

/**
 * A parcel that came back after its money was received (a card or bKash payment the gateway
 * confirmed, a mobile-banking transfer the shop confirmed) owes the buyer a refund, which the shop
 * opens itself. Cash on delivery is paid to the courier on delivery, so a returned one owes nothing.
 */
export function returnNeedsRefund(order: Pick<ReturnedOrder, 'paymentMethod' | 'paymentStatus'>): boolean {
  return order.paymentMethod !== 'cash' && order.paymentStatus === 'paid';
}

/**
 * Where the refund of a returned order goes: bKash back to the bKash account (the refunds module
 * sends it through bKash on approval), anything else back the way it was paid. The number is the one
 * the shopper paid from, or else their phone. Null when no refund is owed.
 */
export function refundOnReturn(order: ReturnedOrder): { refundMethod: ShopRefundMethod; refundNumber: string } | null {
  if (!returnNeedsRefund(order)) return null;
  const refundNumber = order.paymentNumber?.trim() || order.phone;
  return { refundMethod: order.paymentMethod === 'bkash' ? 'bkash' : 'original', refundNumber };
}

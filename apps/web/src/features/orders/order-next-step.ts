import type { MobileBankingProvider, Order, PaymentMethod } from '@dokan/domain';

/** What happens next to an order just placed, by how it is paid (the confirmation, decision 058). */
export type NextStep =
  /** The courier collects this much in cash; `prepaidFee` when the delivery fee was sent first. */
  | { kind: 'cash'; collect: number; prepaidFee: number | null }
  /** Money sent by hand: the shop looks for it in its statement. */
  | { kind: 'transfer'; amount: number; provider: MobileBankingProvider | null; reference: string | null }
  | { kind: 'paid'; amount: number; method: PaymentMethod }
  /** A gateway's payment not yet confirmed by the gateway. */
  | { kind: 'awaiting-payment'; amount: number; method: PaymentMethod };

/** The next step of a live order; none for one cancelled or brought back, which has nothing to wait for. */
export function nextStep(order: Order): NextStep | null {
  if (order.status === 'cancelled' || order.status === 'returned') return null;
  const amount = order.totalPrice;
  if (order.paymentStatus === 'paid') return { kind: 'paid', amount, method: order.paymentMethod };
  switch (order.paymentMethod) {
    case 'cash': {
      // Unpaid, the courier collects the total less a delivery fee sent first (decision 041), as the
      // order's details dialog says.
      const prepaidFee = order.deliveryFeePrepaid?.amount ?? null;
      return { kind: 'cash', collect: amount - (prepaidFee ?? 0), prepaidFee };
    }
    case 'mobile-banking':
      return {
        kind: 'transfer',
        amount,
        provider: order.mobileBankingProvider ?? null,
        reference: order.paymentReference,
      };
    default:
      return { kind: 'awaiting-payment', amount, method: order.paymentMethod };
  }
}

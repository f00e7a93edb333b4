/**
 * What the gateway's callbacks do to an order. A payment counts only after the gateway's
 * validation confirms it for this transaction, in BDT, for the order's exact total; a failure or
 * cancellation counts only with the gateway's signature. Every step is safe to repeat: SSLCommerz
 * may call the IPN and the browser may post the same callback more than once.
 */
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentGateway } from './gateway.ts';

export type PaymentOutcome =
  | { outcome: 'paid'; transactionId: string }
  | { outcome: 'cancelled'; transactionId: string }
  | { outcome: 'rejected'; transactionId: string; reason: string };

const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);
const ABANDONED_STATUSES = new Set(['FAILED', 'CANCELLED', 'EXPIRED', 'UNATTEMPTED']);

export function createPaymentsService(orders: OrdersService, gateway: PaymentGateway) {
  async function confirm(fields: Record<string, string>): Promise<PaymentOutcome> {
    const transactionId = fields.tran_id ?? '';
    const rejected = (reason: string): PaymentOutcome => ({ outcome: 'rejected', transactionId, reason });
    const order = transactionId ? await orders.byTransactionId(transactionId) : null;
    if (!order || order.paymentMethod !== 'ssl') return rejected('Unknown transaction');
    if (order.paymentStatus === 'paid') return { outcome: 'paid', transactionId };
    if (!fields.val_id) return rejected('Missing val_id');
    const payment = await gateway.validate(fields.val_id);
    if (!payment?.valid) return rejected('The gateway did not confirm this payment');
    if (payment.transactionId !== transactionId) return rejected('The payment is for another transaction');
    if (payment.currency !== 'BDT') return rejected('The payment is not in BDT');
    if (payment.amountPoisha !== order.totalPoisha) return rejected('The amount paid does not match the order');
    if (!(await orders.markPaid(transactionId, payment.reference))) {
      const now = await orders.byTransactionId(transactionId);
      if (now?.paymentStatus !== 'paid') return rejected('The order was cancelled before the payment arrived');
    }
    return { outcome: 'paid', transactionId };
  }

  async function abandon(fields: Record<string, string>): Promise<PaymentOutcome> {
    const transactionId = fields.tran_id ?? '';
    if (!gateway.verifySignature(fields)) return { outcome: 'rejected', transactionId, reason: 'Invalid signature' };
    const order = transactionId ? await orders.byTransactionId(transactionId) : null;
    if (!order || order.paymentMethod !== 'ssl') {
      return { outcome: 'rejected', transactionId, reason: 'Unknown transaction' };
    }
    await orders.cancelUnpaid(transactionId);
    return { outcome: 'cancelled', transactionId };
  }

  return {
    /** The browser comes back from a payment (success_url). */
    confirm,
    /** The browser comes back from a failed or cancelled payment (fail_url, cancel_url). */
    abandon,

    /** The gateway's server-to-server notification: signed, then treated as the matching callback. */
    async notify(fields: Record<string, string>): Promise<PaymentOutcome> {
      const transactionId = fields.tran_id ?? '';
      if (!gateway.verifySignature(fields)) return { outcome: 'rejected', transactionId, reason: 'Invalid signature' };
      const status = fields.status ?? '';
      if (PAID_STATUSES.has(status)) return confirm(fields);
      if (ABANDONED_STATUSES.has(status)) return abandon(fields);
      return { outcome: 'rejected', transactionId, reason: `Unknown status ${status}` };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Paying an order with bKash: a payment is created for the order's total with its transaction id as
 * merchantInvoiceNumber, the shopper approves it on bKash's page, and bKash sends the browser back
 * to our callback with the paymentID and a status. Nothing in that redirect is believed: only
 * bKash's own answer to execute (or, when execute fails or runs out of time, to query) marks the
 * order paid, and only for this payment, this order, in BDT and for the order's exact total.
 * One callback executes a payment; a repeated or concurrent one waits for it, then asks bKash.
 */
import type { FastifyBaseLogger } from 'fastify';

import { formatTaka2, poishaToTaka, takaToPoisha } from '@dokan/domain';

import type { OrdersService } from '../orders/orders.service.ts';
import { type BkashApi, BkashError, type BkashPaymentState } from './bkash-api.ts';
import type { PaymentSessionRequest } from './gateway.ts';
import type { BkashPaymentRow, PaymentsRepository } from './payments.repository.ts';
import type { PaymentOutcome } from './payments.service.ts';

/** Where bKash sends the shopper's browser back: {publicUrl}/api/payments/bkash/callback?paymentID=...&status=... */
export const BKASH_CALLBACK_PATH = '/payments/bkash/callback';

/** States bKash reports for a payment that will never complete. */
const FINAL_FAILURES = new Set(['Failed', 'Cancelled', 'Expired', 'Declined']);
const WAIT_POLL_MS = 100;

/** What opening a bKash payment needs of its order. */
export type BkashPaymentRequest = Pick<PaymentSessionRequest, 'transactionId' | 'amountPoisha'> & {
  customer: { phone: string };
};

/**
 * Creates the bKash payment for an order and answers bKash's page for the shopper: mode 0011, or
 * 0001 with a saved wallet's agreement (bKash then asks only the PIN). Either is settled by the same callback.
 */
export async function openBkashPayment(
  api: BkashApi,
  repository: PaymentsRepository,
  publicUrl: string,
  request: BkashPaymentRequest,
  agreementId?: string,
): Promise<{ url: string }> {
  const { paymentID, bkashURL } = await api.create({
    amountPoisha: request.amountPoisha,
    invoice: request.transactionId,
    payerReference: request.customer.phone,
    callbackUrl: `${publicUrl}/api${BKASH_CALLBACK_PATH}`,
    agreementId,
  });
  const recorded = await repository.insertBkashPayment({
    paymentId: paymentID,
    transactionId: request.transactionId,
    amountPoisha: request.amountPoisha,
    url: bkashURL,
  });
  // Opened at the same moment by a repeated callback: the shopper is sent to the one the shop keeps,
  // and bKash's other, never approved, lapses on its own.
  const open = recorded ? null : await repository.openBkashPayment(request.transactionId);
  return { url: open?.url ?? bkashURL };
}

export interface BkashPaymentsDeps {
  api: BkashApi;
  repository: PaymentsRepository;
  orders: Pick<OrdersService, 'byTransactionId' | 'markPaid' | 'cancelUnpaid'>;
  log: FastifyBaseLogger;
  /** How long a callback waits for another one's execute before asking bKash itself. */
  executeWaitMs?: number;
}

export function createBkashPayments(deps: BkashPaymentsDeps) {
  const { api, repository, orders, log } = deps;
  const executeWaitMs = deps.executeWaitMs ?? 35_000;

  /** Query, or null when bKash cannot be asked just now (the order is left as it is and asked again later). */
  async function query(paymentId: string): Promise<BkashPaymentState | null> {
    try {
      return await api.query(paymentId);
    } catch (error) {
      log.warn({ err: error, paymentId }, 'bKash query payment failed');
      return null;
    }
  }

  /** Execute; when it fails or runs out of time, bKash is asked where the payment stands. */
  async function execute(paymentId: string): Promise<BkashPaymentState | null> {
    try {
      const state = await api.execute(paymentId);
      if (state.transactionStatus === 'Completed') return state;
      log.warn({ paymentId, state }, 'bKash execute did not complete the payment');
    } catch (error) {
      log.warn({ err: error, paymentId }, 'bKash execute failed; asking for the payment status');
    }
    return query(paymentId);
  }

  /** Another callback is executing this payment: its outcome, once it is recorded, or null after the wait. */
  async function awaitExecution(paymentId: string): Promise<BkashPaymentRow | null> {
    const until = Date.now() + executeWaitMs;
    while (Date.now() < until) {
      const row = await repository.bkashPayment(paymentId);
      if (row && row.state !== 'executing') return row;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
    return null;
  }

  /**
   * What bKash said of the payment, applied to its order. `abandoned`: bKash sent the shopper back
   * with failure or cancel, so a payment it has not completed will not be (bKash's page is closed).
   */
  async function settle(
    payment: BkashPaymentRow,
    state: BkashPaymentState | null,
    abandoned = false,
  ): Promise<PaymentOutcome> {
    const { transactionId, paymentId } = payment;
    const rejected = (reason: string): PaymentOutcome => {
      log.warn({ transactionId, paymentId, reason, state }, 'bKash payment not counted');
      return { outcome: 'rejected', transactionId, reason };
    };
    if (!state) return rejected('bKash could not be asked about this payment; it is checked again later');
    if (state.paymentID !== paymentId) return rejected('bKash answered about another payment');
    if (FINAL_FAILURES.has(state.transactionStatus) || (abandoned && state.transactionStatus !== 'Completed')) {
      await repository.settleBkashPayment(paymentId, { state: 'failed' });
      await orders.cancelUnpaid(transactionId);
      return { outcome: 'cancelled', transactionId };
    }
    if (state.transactionStatus !== 'Completed') {
      // Initiated: the shopper has not approved it yet. A callback sent without paying changes nothing,
      // and the payment may still be executed when the shopper's own callback comes.
      return rejected(`bKash has not completed this payment (${state.transactionStatus || 'no status'})`);
    }
    const order = await orders.byTransactionId(transactionId);
    if (!order) return rejected('Unknown transaction');
    if (state.merchantInvoiceNumber !== transactionId) return rejected('The payment is for another order');
    if (state.currency !== 'BDT') return rejected('The payment is not in BDT');
    const paid = Number(state.amount);
    if (!Number.isFinite(paid) || takaToPoisha(paid) !== order.totalPoisha) {
      return rejected('The amount paid does not match the order');
    }
    await repository.settleBkashPayment(paymentId, { state: 'completed', trxId: state.trxID });
    if (!(await orders.markPaid(transactionId, state.trxID))) {
      const now = await orders.byTransactionId(transactionId);
      if (now?.paymentStatus !== 'paid') {
        await refundLatePayment({ ...payment, trxId: state.trxID }, order.totalPoisha);
        return rejected('The order was cancelled before the payment arrived');
      }
    }
    return { outcome: 'paid', transactionId };
  }

  /** Sends back a payment that completed after its order was cancelled (the stock went back): once, and logged. */
  async function refundLatePayment(payment: BkashPaymentRow, amountPoisha: number) {
    const { paymentId, transactionId } = payment;
    if (!(await repository.claimAutomaticRefund(paymentId))) return;
    try {
      const { refundTrxId } = await sendRefund(payment, amountPoisha, 'Order cancelled before the payment arrived');
      log.warn(
        { transactionId, paymentId, refundTrxId },
        'bKash payment arrived after its order was cancelled: refunded',
      );
    } catch (error) {
      await repository.releaseAutomaticRefund(paymentId);
      log.error(
        { err: error, transactionId, paymentId },
        'bKash payment arrived after its order was cancelled and could not be refunded',
      );
    }
  }

  /**
   * What bKash refunded of this payment beyond what the shop recorded: a refund whose answer was
   * lost (a timeout, a broken connection). Null when bKash and the shop agree.
   */
  async function unrecordedRefund(paymentId: string, trxId: string) {
    const row = await repository.bkashPayment(paymentId);
    const completed = (await api.refundStatus({ paymentId, trxId })).filter((refund) => refund.status === 'Completed');
    const refundedPoisha = completed.reduce((sum, refund) => sum + refund.amountPoisha, 0);
    const missingPoisha = refundedPoisha - (row?.refundedPoisha ?? 0);
    return missingPoisha > 0 ? { missingPoisha, last: completed.at(-1)! } : null;
  }

  /**
   * Sends a refund once, whatever happens to bKash's answer (decision 038). bKash's refund status is
   * asked first, so a refund an earlier attempt sent but never heard back about is counted instead
   * of sent again; when this attempt's answer is lost, the status is asked again before one more try.
   * A refund bKash refused sent nothing and is not tried again here.
   */
  async function sendRefund(payment: BkashPaymentRow, amountPoisha: number, reason: string) {
    const { paymentId, trxId } = payment;
    if (!trxId) throw new BkashError('refund', 'bKash has not completed this payment');
    for (let attempt = 1; ; attempt++) {
      const unrecorded = await unrecordedRefund(paymentId, trxId);
      if (unrecorded) {
        if (unrecorded.missingPoisha !== amountPoisha) {
          throw new BkashError(
            'refund',
            `bKash shows Tk ${formatTaka2(poishaToTaka(unrecorded.missingPoisha))} refunded that the shop has not recorded; check the payment in the bKash merchant panel`,
          );
        }
        log.warn(
          { paymentId, refundTrxId: unrecorded.last.refundTrxId },
          'bKash refund whose answer was lost: counted',
        );
        await repository.recordBkashRefund(paymentId, amountPoisha, unrecorded.last.refundTrxId);
        return { refundTrxId: unrecorded.last.refundTrxId, status: 'Completed' };
      }
      let refund: Awaited<ReturnType<BkashApi['refund']>>;
      try {
        refund = await api.refund({ paymentId, trxId, amountPoisha, sku: payment.transactionId, reason });
      } catch (error) {
        // bKash's refusal: nothing was sent. No answer at all: ask the refund status, then try once more.
        if (error instanceof BkashError || attempt >= 2) throw error;
        log.warn({ err: error, paymentId }, 'bKash refund answer lost: asking its refund status');
        continue;
      }
      if (refund.status !== 'Completed' || !refund.refundTrxId) {
        throw new BkashError('refund', `bKash answered the refund ${refund.status || 'without a status'}`);
      }
      await repository.recordBkashRefund(paymentId, amountPoisha, refund.refundTrxId);
      return refund;
    }
  }

  return {
    /** bKash sent the browser back (status success, failure or cancel); null when the paymentID is not ours. */
    async callback(paymentId: string, status: string): Promise<PaymentOutcome | null> {
      const payment = await repository.bkashPayment(paymentId);
      if (!payment) return null;
      const { transactionId } = payment;
      const order = await orders.byTransactionId(transactionId);
      if (order?.paymentStatus === 'paid') return { outcome: 'paid', transactionId };
      if (status !== 'success') return settle(payment, await query(paymentId), true);
      if (await repository.claimExecution(paymentId)) {
        try {
          return await settle({ ...payment, state: 'executing' }, await execute(paymentId));
        } finally {
          // Unless bKash settled it, the next callback (or the sweep) may try again.
          await repository.releaseExecution(paymentId);
        }
      }
      const after = await awaitExecution(paymentId);
      const now = await orders.byTransactionId(transactionId);
      if (now?.paymentStatus === 'paid') return { outcome: 'paid', transactionId };
      return settle(after ?? payment, await query(paymentId));
    },

    /** Sends (part of) an order's bKash payment back, for an approved refund. */
    async refund(transactionId: string, amountPoisha: number, reason: string): Promise<{ refundTrxId: string }> {
      const payment = (await repository.bkashPaymentsOf(transactionId)).find((row) => row.state === 'completed');
      if (!payment) throw new BkashError('refund', 'no completed bKash payment for this order');
      const { refundTrxId } = await sendRefund(payment, amountPoisha, reason);
      log.info({ transactionId, refundTrxId, amountPoisha }, 'bKash refund sent');
      return { refundTrxId };
    },

    /**
     * An order about to be cancelled as abandoned: bKash is asked about its payments first, so a
     * payment whose callback never came is counted rather than lost. True when the order is paid.
     */
    async reconcile(transactionId: string): Promise<boolean> {
      for (const payment of await repository.bkashPaymentsOf(transactionId)) {
        if (payment.state === 'failed') continue;
        const state = await query(payment.paymentId);
        if (state?.transactionStatus === 'Completed' && (await settle(payment, state)).outcome === 'paid') return true;
      }
      return false;
    },
  };
}

export type BkashPayments = ReturnType<typeof createBkashPayments>;

/**
 * Paying an order with Nagad: a checkout is initialized and completed for the order's total with
 * its transaction id as orderId, the shopper pays on Nagad's page, and Nagad sends the browser back
 * to our callback with payment_ref_id and a status. Nothing in that redirect is believed: only
 * Nagad's own answer to verify marks the order paid, and only for this payment, this merchant,
 * this order and the order's exact total. Verify is a question, not an action, so any number of
 * callbacks may ask it; marking paid is one conditional update, and a payment that arrives for an
 * order cancelled meanwhile is recorded once as a refund owed (Nagad offers no refund call).
 */
import type { FastifyBaseLogger } from 'fastify';

import { BD_PHONE_PATTERN, takaToPoisha } from '@dokan/domain';

import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentSessionRequest } from './gateway.ts';
import { NAGAD_CURRENCY_CODE, type NagadApi, type NagadPaymentState } from './nagad-api.ts';
import type { NagadPaymentRow, PaymentsRepository } from './payments.repository.ts';
import type { PaymentOutcome } from './payments.service.ts';

/** Where Nagad sends the shopper's browser back: {publicUrl}/api/payments/nagad/callback?payment_ref_id=...&status=... */
export const NAGAD_CALLBACK_PATH = '/payments/nagad/callback';

/** States Nagad reports for a payment that will never be paid. */
const FINAL_FAILURES = new Set(['Aborted', 'Cancelled', 'Failed', 'Expired']);

/**
 * A refund the shop owes and Nagad cannot send: the refunds module records it for the admin (app.ts
 * hands it in). False when the order has a refund already.
 */
export interface OwedRefunds {
  record(refund: {
    transactionId: string;
    refundMethod: 'nagad';
    refundNumber: string;
    amountPoisha: number;
    reason: string;
  }): Promise<boolean>;
}

/** Opens the Nagad checkout for an order and answers Nagad's page for the shopper. */
export async function openNagadPayment(
  api: NagadApi,
  repository: PaymentsRepository,
  publicUrl: string,
  request: PaymentSessionRequest,
): Promise<{ url: string }> {
  const { paymentReferenceId, url } = await api.checkout({
    orderId: request.transactionId,
    amountPoisha: request.amountPoisha,
    callbackUrl: `${publicUrl}/api${NAGAD_CALLBACK_PATH}`,
  });
  await repository.insertNagadPayment({
    paymentRefId: paymentReferenceId,
    transactionId: request.transactionId,
    amountPoisha: request.amountPoisha,
  });
  return { url };
}

export interface NagadPaymentsDeps {
  api: NagadApi;
  repository: PaymentsRepository;
  orders: Pick<OrdersService, 'byTransactionId' | 'markPaid' | 'cancelUnpaid'>;
  owedRefunds: OwedRefunds;
  log: FastifyBaseLogger;
}

export function createNagadPayments(deps: NagadPaymentsDeps) {
  const { api, repository, orders, owedRefunds, log } = deps;

  /** Verify, or null when Nagad cannot be asked just now (the order is left as it is and asked again later). */
  async function verify(paymentRefId: string): Promise<NagadPaymentState | null> {
    try {
      return await api.verify(paymentRefId);
    } catch (error) {
      log.warn({ err: error, paymentRefId }, 'Nagad verify payment failed');
      return null;
    }
  }

  /** What Nagad's verify said of the payment, applied to its order. */
  async function settle(payment: NagadPaymentRow, state: NagadPaymentState | null): Promise<PaymentOutcome> {
    const { transactionId, paymentRefId } = payment;
    const rejected = (reason: string): PaymentOutcome => {
      log.warn({ transactionId, paymentRefId, reason, state }, 'Nagad payment not counted');
      return { outcome: 'rejected', transactionId, reason };
    };
    if (!state) return rejected('Nagad could not be asked about this payment; it is checked again later');
    if (state.paymentRefId !== paymentRefId) return rejected('Nagad answered about another payment');
    if (state.merchantId !== api.merchantId) return rejected('The payment is for another merchant');
    if (state.orderId !== transactionId) return rejected('The payment is for another order');
    if (FINAL_FAILURES.has(state.status)) {
      await repository.settleNagadPayment(paymentRefId, { state: 'failed' });
      await orders.cancelUnpaid(transactionId);
      return { outcome: 'cancelled', transactionId };
    }
    if (state.status !== 'Success') {
      // Ready or in progress: the shopper has not paid yet. A callback sent meanwhile changes nothing.
      return rejected(`Nagad has not completed this payment (${state.status || 'no status'})`);
    }
    const order = await orders.byTransactionId(transactionId);
    if (!order) return rejected('Unknown transaction');
    // Verify names no currency in Nagad's answers; the checkout asked for currencyCode 050 (BDT).
    if (state.currencyCode && state.currencyCode !== NAGAD_CURRENCY_CODE && state.currencyCode !== 'BDT') {
      return rejected('The payment is not in BDT');
    }
    const paid = Number(state.amount);
    if (
      !Number.isFinite(paid) ||
      takaToPoisha(paid) !== order.totalPoisha ||
      payment.amountPoisha !== order.totalPoisha
    ) {
      return rejected('The amount paid does not match the order');
    }
    const reference = state.issuerPaymentRefNo || paymentRefId;
    await repository.settleNagadPayment(paymentRefId, { state: 'completed', issuerPaymentRef: reference });
    if (!(await orders.markPaid(transactionId, reference))) {
      const now = await orders.byTransactionId(transactionId);
      if (now?.paymentStatus !== 'paid') {
        const wallet = BD_PHONE_PATTERN.test(state.clientMobileNo) ? state.clientMobileNo : order.phone;
        await recordLatePayment(payment, order.totalPoisha, wallet, reference);
        return rejected('The order was cancelled before the payment arrived');
      }
    }
    return { outcome: 'paid', transactionId };
  }

  /**
   * A payment that succeeded after its order was cancelled (the stock went back): recorded once as a
   * refund for the admin to send by hand to the wallet that paid, and logged.
   */
  async function recordLatePayment(payment: NagadPaymentRow, amountPoisha: number, wallet: string, reference: string) {
    const { paymentRefId, transactionId } = payment;
    if (!(await repository.claimNagadRefund(paymentRefId))) return;
    try {
      const recorded = await owedRefunds.record({
        transactionId,
        refundMethod: 'nagad',
        refundNumber: wallet,
        amountPoisha,
        reason: `Nagad payment ${reference} arrived after the order was cancelled; send it back by hand`,
      });
      log.warn(
        { transactionId, paymentRefId, issuerPaymentRef: reference, amountPoisha, recorded },
        recorded
          ? 'Nagad payment arrived after its order was cancelled: recorded as a refund to send by hand'
          : 'Nagad payment arrived after its order was cancelled; the order already has a refund',
      );
    } catch (error) {
      await repository.releaseNagadRefund(paymentRefId);
      log.error(
        { err: error, transactionId, paymentRefId, issuerPaymentRef: reference },
        'Nagad payment arrived after its order was cancelled and its refund could not be recorded',
      );
    }
  }

  return {
    /**
     * Nagad sent the browser back (status Success, Aborted, Cancelled...); null when the
     * payment_ref_id is not ours, 'mismatch' when the callback names another order than its payment.
     */
    async callback(paymentRefId: string, orderId: string | undefined): Promise<PaymentOutcome | 'mismatch' | null> {
      const payment = await repository.nagadPayment(paymentRefId);
      if (!payment) return null;
      const { transactionId } = payment;
      if (orderId !== undefined && orderId !== transactionId) return 'mismatch';
      const order = await orders.byTransactionId(transactionId);
      if (order?.paymentStatus === 'paid') return { outcome: 'paid', transactionId };
      return settle(payment, await verify(paymentRefId));
    },

    /**
     * An order about to be cancelled as abandoned: Nagad is asked about its payments first, so a
     * payment whose callback never came is counted rather than lost. True when the order is paid.
     */
    async reconcile(transactionId: string): Promise<boolean> {
      for (const payment of await repository.nagadPaymentsOf(transactionId)) {
        if (payment.state === 'failed') continue;
        const state = await verify(payment.paymentRefId);
        if (state?.status === 'Success' && (await settle(payment, state)).outcome === 'paid') return true;
      }
      return false;
    },
  };
}

export type NagadPayments = ReturnType<typeof createNagadPayments>;

/**
 * Saved bKash wallets (decision 044), bKash's agreements. Saving: an agreement is created (mode 0000)
 * with the order's phone as payerReference, the shopper approves it on bKash's page, our agreement
 * callback executes it and keeps the agreementID for the customer, then the order is paid at once
 * with it (mode 0001). Paying with a saved wallet creates the payment in mode 0001; the payment's
 * own callback (bkash.ts) settles either exactly as a mode 0011 one. Nothing the browser sends is
 * believed: a wallet is used only for its owner, a callback must name an agreement creation the
 * shop made, and an agreement counts only as bKash's execute or query describes it.
 */
import type { FastifyBaseLogger } from 'fastify';

import { maskWallet, type SavedBkashWallet } from '@dokan/domain';

import { forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { type BkashPaymentRequest, openBkashPayment } from './bkash.ts';
import { type BkashAgreementState, type BkashApi, BkashError } from './bkash-api.ts';
import type { BkashAgreementRow, PaymentsRepository } from './payments.repository.ts';

/** Where bKash sends the browser back after the shopper approved (or not) saving their wallet. */
export const BKASH_AGREEMENT_CALLBACK_PATH = '/payments/bkash/agreement/callback';

export const SAVED_WALLET_NOT_FOUND = 'Saved bKash wallet not found';
export const SAVED_WALLET_NOT_YOURS = 'This saved bKash wallet belongs to another account';
export const SAVED_WALLET_NOT_REMOVED =
  'bKash could not be reached, so your saved wallet was not removed. Please try again.';

export interface BkashAgreementsDeps {
  api: BkashApi;
  repository: PaymentsRepository;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** How long a repeated callback waits for the first one's execute. */
  executeWaitMs?: number;
}

const WAIT_POLL_MS = 100;
/** What the agreement callback needs of orders: they stand on payments, so the module hands them in. */
type AgreementOrders = Pick<OrdersService, 'byTransactionId' | 'cancelUnpaid'>;

const walletView = (row: BkashAgreementRow): SavedBkashWallet => ({
  _id: row.id,
  wallet: row.wallet ?? '',
  createdAt: row.createdAt.toISOString(),
});

export function createBkashAgreements(deps: BkashAgreementsDeps) {
  const { api, repository, publicUrl, log } = deps;
  const executeWaitMs = deps.executeWaitMs ?? 35_000;
  const pay = (request: BkashPaymentRequest, agreementId?: string) =>
    openBkashPayment(api, repository, publicUrl, request, agreementId);
  const failedPage = (transactionId: string) => `${publicUrl}/payment/failed/${encodeURIComponent(transactionId)}`;

  /** A saved wallet of this customer, or the 404 or 403 that refuses it. */
  async function ownWallet(customerId: string, id: string): Promise<BkashAgreementRow> {
    const row = await repository.bkashAgreement(id);
    if (!row || row.status !== 'active' || !row.agreementId) throw notFound(SAVED_WALLET_NOT_FOUND);
    if (row.customerId !== customerId) throw forbidden(SAVED_WALLET_NOT_YOURS);
    return row;
  }

  /** Whether bKash still holds this agreement; false when it says otherwise or cannot be asked. */
  async function stillValid(agreementId: string): Promise<boolean> {
    try {
      return (await api.agreementStatus(agreementId)).agreementStatus === 'Completed';
    } catch (error) {
      log.warn({ err: error, agreementId }, 'bKash agreement status could not be asked');
      return false;
    }
  }

  /**
   * Pays with a saved wallet. bKash refusing the payment means, most often, that the shopper ended
   * the agreement in their bKash app: when bKash confirms it is no longer valid it is marked
   * cancelled; either way the order is paid the ordinary way (mode 0011) instead.
   */
  async function payWithWallet(request: BkashPaymentRequest, wallet: BkashAgreementRow): Promise<{ url: string }> {
    try {
      return await pay(request, wallet.agreementId!);
    } catch (error) {
      if (!(error instanceof BkashError)) throw error;
      const valid = await stillValid(wallet.agreementId!);
      if (!valid) await repository.cancelBkashAgreement(wallet.id);
      log.warn(
        { err: error, transactionId: request.transactionId, agreement: wallet.id, valid },
        valid
          ? 'bKash refused a payment with a saved wallet: paying without it'
          : 'saved bKash wallet no longer valid at bKash: cancelled, paying without it',
      );
      return pay(request);
    }
  }

  /** Starts saving the shopper's wallet; when bKash refuses, the order is paid the ordinary way. */
  async function saveThenPay(request: BkashPaymentRequest & { customerId: string }): Promise<{ url: string }> {
    let page: { paymentID: string; bkashURL: string };
    try {
      page = await api.createAgreement({
        payerReference: request.customer.phone,
        callbackUrl: `${publicUrl}/api${BKASH_AGREEMENT_CALLBACK_PATH}`,
      });
    } catch (error) {
      if (!(error instanceof BkashError)) throw error;
      log.warn(
        { err: error, transactionId: request.transactionId },
        'bKash refused to save the wallet: paying without it',
      );
      return pay(request);
    }
    await repository.insertBkashAgreement({
      customerId: request.customerId,
      paymentId: page.paymentID,
      transactionId: request.transactionId,
      payerReference: request.customer.phone,
    });
    return { url: page.bkashURL };
  }

  /** Execute; when it fails or runs out of time, bKash is asked where the agreement's creation stands. */
  async function execute(paymentId: string): Promise<BkashAgreementState | null> {
    try {
      return await api.executeAgreement(paymentId);
    } catch (error) {
      log.warn({ err: error, paymentId }, 'bKash execute agreement failed; asking for its status');
      return query(paymentId);
    }
  }

  async function query(paymentId: string): Promise<BkashAgreementState | null> {
    try {
      return await api.queryAgreement(paymentId);
    } catch (error) {
      log.warn({ err: error, paymentId }, 'bKash query agreement failed');
      return null;
    }
  }

  /** Another callback is executing this agreement: the row once it is done, or null after the wait. */
  async function awaitExecution(paymentId: string): Promise<BkashAgreementRow | null> {
    const until = Date.now() + executeWaitMs;
    while (Date.now() < until) {
      const row = await repository.bkashAgreementByPayment(paymentId);
      if (row && row.status !== 'executing') return row;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
    return null;
  }

  /** Keeps the agreement bKash made, if it is the one this shop asked for; null when it is not kept. */
  async function keep(row: BkashAgreementRow, state: BkashAgreementState): Promise<BkashAgreementRow | null> {
    if (state.paymentID !== row.paymentId || state.payerReference !== row.payerReference || !state.agreementID) {
      log.warn({ paymentId: row.paymentId, state }, 'bKash answered about another agreement: not kept');
      await repository.failBkashAgreement(row.paymentId);
      return null;
    }
    try {
      return await repository.activateBkashAgreement(row.paymentId, {
        agreementId: state.agreementID,
        wallet: maskWallet(state.customerMsisdn),
      });
    } catch (error) {
      // The agreementID is another saved wallet's already: never two owners for one agreement.
      log.warn({ err: error, paymentId: row.paymentId }, 'bKash agreement already kept for a wallet: not kept again');
      await repository.failBkashAgreement(row.paymentId);
      return null;
    }
  }

  /** The order the agreement was made for, paid with it (or the ordinary way): the page to send the browser to. */
  async function payOrder(
    orders: AgreementOrders,
    row: BkashAgreementRow,
    wallet: BkashAgreementRow | null,
  ): Promise<string> {
    const order = await orders.byTransactionId(row.transactionId);
    if (order?.paymentStatus === 'paid') return `${publicUrl}/payment/success/${encodeURIComponent(row.transactionId)}`;
    if (order?.status !== 'pending') return failedPage(row.transactionId);
    // A repeated callback (a reload, a replay) is sent to the payment already open for the order (064).
    const open = await repository.openBkashPayment(order.transactionId);
    if (open?.url) return open.url;
    const request = {
      transactionId: order.transactionId,
      amountPoisha: order.totalPoisha,
      customer: { phone: order.phone },
    };
    try {
      return (wallet ? await payWithWallet(request, wallet) : await pay(request)).url;
    } catch (error) {
      log.warn({ err: error, transactionId: row.transactionId }, 'bKash payment after saving the wallet not created');
      await orders.cancelUnpaid(row.transactionId);
      return failedPage(row.transactionId);
    }
  }

  return {
    /** Opens the bKash payment of an order, saving the wallet first or paying with a saved one when asked. */
    async open(request: BkashPaymentRequest & { customerId: string; bkashWallet?: string | undefined }) {
      if (request.bkashWallet === 'save') return saveThenPay(request);
      if (request.bkashWallet) {
        const wallet = await repository.bkashAgreement(request.bkashWallet);
        // Checked before the order was placed; a wallet removed since is simply not used.
        if (wallet?.status === 'active' && wallet.customerId === request.customerId) {
          return payWithWallet(request, wallet);
        }
      }
      return pay(request);
    },

    checkWallet: async (customerId: string, choice: string) => {
      if (choice !== 'save') await ownWallet(customerId, choice);
    },

    /**
     * bKash sent the browser back from saving the wallet: where to send it on (bKash's payment page
     * for the order, or the failed page); null when the paymentID is not one the shop created.
     */
    async callback(orders: AgreementOrders, paymentId: string, status: string): Promise<string | null> {
      const row = await repository.bkashAgreementByPayment(paymentId);
      if (!row) return null;
      if (row.status === 'active') return payOrder(orders, row, row);
      if (row.status !== 'created' && row.status !== 'executing') return failedPage(row.transactionId);
      if (status !== 'success') {
        // Asked first, so a forged cancel cannot cancel an order whose shopper did approve.
        const state = await query(paymentId);
        if (state?.agreementStatus === 'Completed') return payOrder(orders, row, await keep(row, state));
        // bKash cannot be asked: nothing changes, and the abandoned-order sweep cancels the order later.
        if (!state) return failedPage(row.transactionId);
        await repository.failBkashAgreement(paymentId);
        await orders.cancelUnpaid(row.transactionId);
        return failedPage(row.transactionId);
      }
      if (!(await repository.claimAgreementExecution(paymentId))) {
        // Another callback is executing it: this one follows once it is done.
        const after = await awaitExecution(paymentId);
        return after?.status === 'active' ? payOrder(orders, after, after) : failedPage(row.transactionId);
      }
      const state = await execute(paymentId);
      if (state?.agreementStatus === 'Completed') return payOrder(orders, row, await keep(row, state));
      if (!state) {
        // bKash cannot say whether it saved the wallet: the order is paid the ordinary way.
        await repository.failBkashAgreement(paymentId);
        return payOrder(orders, row, null);
      }
      // Not approved (a success callback the shopper never sent): the creation stays open for theirs.
      await repository.releaseAgreementExecution(paymentId);
      log.warn({ paymentId, state }, 'bKash agreement not completed');
      return failedPage(row.transactionId);
    },

    /** GET /payments/bkash/wallets: the signed-in customer's saved wallets. */
    wallets: async (customerId: string) => (await repository.activeBkashAgreementsOf(customerId)).map(walletView),

    /**
     * Removes a saved wallet: bKash cancels the agreement first (an agreement bKash no longer holds
     * is removed too); when bKash cannot be reached, 502 and the wallet stays.
     */
    async remove(customerId: string, id: string): Promise<void> {
      const row = await ownWallet(customerId, id);
      try {
        await api.cancelAgreement(row.agreementId!);
      } catch (error) {
        if (!(error instanceof BkashError) || (await stillValid(row.agreementId!))) {
          const failure = new HttpError(502, SAVED_WALLET_NOT_REMOVED);
          failure.cause = error;
          throw failure;
        }
        log.info({ agreement: row.id }, 'saved bKash wallet already ended at bKash');
      }
      await repository.cancelBkashAgreement(row.id);
    },
  };
}

export type BkashAgreements = ReturnType<typeof createBkashAgreements>;

/**
 * The built-in sandbox gateway, used when no SSLCommerz store is configured (never in production).
 * Its payment page is served by the API and posts the same signed callbacks SSLCommerz would, to
 * the same routes, so the whole 'ssl' flow runs on a laptop without the internet.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { poishaToTaka } from '@dokan/domain';

import { type BkashApi, BkashError } from './bkash-api.ts';
import { hasValidSignature, type PaymentGateway, signFields } from './gateway.ts';
import { nagadAmount, type NagadApi } from './nagad-api.ts';
import type { BkashAgreementRow, PaymentsRepository } from './payments.repository.ts';

export interface SandboxGateway extends PaymentGateway {
  /** The signed fields each button of the payment page posts, as the real gateway would. */
  callbackFields(
    transactionId: string,
    amountPoisha: number,
  ): Record<'success' | 'fail' | 'cancel', Record<string, string>>;
}

export function createSandboxGateway(secret: string, publicUrl: string): SandboxGateway {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('hex').slice(0, 32);
  const signed = (fields: Record<string, string>) => {
    const keys = Object.keys(fields);
    return { ...fields, verify_key: keys.join(','), verify_sign: signFields(fields, keys, secret) };
  };

  return {
    name: 'sandbox',

    async startSession(request) {
      return { url: `${publicUrl}/api/payments/sandbox/${encodeURIComponent(request.transactionId)}` };
    },

    verifySignature: (fields) => hasValidSignature(fields, secret),

    /** A sandbox val_id names the transaction and amount, sealed with the sandbox's secret. */
    async validate(valId) {
      const match = /^SBX-([A-Z0-9]+)-(\d+)-([0-9a-f]{32})$/.exec(valId);
      if (!match) return null;
      const [, transactionId, amount, seal] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(mac(`${transactionId}:${amount}`));
      if (!timingSafeEqual(expected, Buffer.from(seal))) return null;
      return { valid: true, transactionId, amountPoisha: Number(amount), currency: 'BDT', reference: valId };
    },

    callbackFields(transactionId, amountPoisha) {
      const amount = (amountPoisha / 100).toFixed(2);
      const common = { tran_id: transactionId, amount, currency: 'BDT' };
      return {
        success: signed({
          ...common,
          status: 'VALID',
          val_id: `SBX-${transactionId}-${amountPoisha}-${mac(`${transactionId}:${amountPoisha}`)}`,
        }),
        fail: signed({ ...common, status: 'FAILED' }),
        cancel: signed({ ...common, status: 'CANCELLED' }),
      };
    },
  };
}

/** Where the sandbox's bKash page is served: {publicUrl}/api/payments/sandbox/bkash/{paymentID}. */
export const SANDBOX_BKASH_PAGE = '/payments/sandbox/bkash';
/** The sandbox's page to save a bKash wallet: {publicUrl}/api/payments/sandbox/bkash/agreement/{paymentID}. */
export const SANDBOX_BKASH_AGREEMENT_PAGE = `${SANDBOX_BKASH_PAGE}/agreement`;

/**
 * bKash on a laptop: the same driver and callback as the real bKash, with this in bKash's place.
 * Its page (served by the API, to the development helpers' users only) sends the browser to the
 * callback as bKash does; execute completes any payment the shop created, query reports what the
 * shop recorded, refunds always go through. Saving a wallet works alike: its page sends the browser to
 * the agreement callback, execute makes the agreement for the order's phone (the wallet is the phone),
 * an agreement is valid while the shop keeps it, and cancelling always goes through. No money moves.
 */
export function createSandboxBkashApi(publicUrl: string, repository: PaymentsRepository): BkashApi {
  const id = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;
  const stateOf = async (paymentId: string, completing: boolean) => {
    const payment = await repository.bkashPayment(paymentId);
    if (!payment) throw new Error('bKash 2002: Invalid Payment ID');
    const completed = completing || payment.state === 'completed';
    return {
      paymentID: paymentId,
      transactionStatus: completed ? 'Completed' : 'Initiated',
      trxID: completed ? (payment.trxId ?? id('SBX')) : '',
      amount: poishaToTaka(payment.amountPoisha).toFixed(2),
      currency: 'BDT',
      merchantInvoiceNumber: payment.transactionId,
    };
  };
  const agreementState = (agreement: BkashAgreementRow, agreementID: string) => ({
    paymentID: agreement.paymentId,
    agreementID,
    payerReference: agreement.payerReference,
    customerMsisdn: agreement.payerReference,
  });
  /** An agreement creation as bKash would answer it; `completing` (execute) makes it. */
  const agreementOf = async (paymentId: string, completing: boolean) => {
    const agreement = await repository.bkashAgreementByPayment(paymentId);
    if (!agreement) throw new BkashError('2002', 'Invalid Payment ID');
    const made = completing || agreement.status === 'active';
    return {
      ...agreementState(agreement, made ? (agreement.agreementId ?? id('SBXA')) : ''),
      agreementStatus: made ? 'Completed' : 'Initiated',
    };
  };
  return {
    async create() {
      const paymentID = id('SBXTR');
      return { paymentID, bkashURL: `${publicUrl}/api${SANDBOX_BKASH_PAGE}/${paymentID}` };
    },
    execute: (paymentId) => stateOf(paymentId, true),
    query: (paymentId) => stateOf(paymentId, false),
    async createAgreement() {
      const paymentID = id('SBXAG');
      return { paymentID, bkashURL: `${publicUrl}/api${SANDBOX_BKASH_AGREEMENT_PAGE}/${paymentID}` };
    },
    executeAgreement: (paymentId) => agreementOf(paymentId, true),
    queryAgreement: (paymentId) => agreementOf(paymentId, false),
    async agreementStatus(agreementId) {
      const agreement = await repository.bkashAgreementOf(agreementId);
      if (!agreement) throw new BkashError('2064', 'Invalid Agreement ID');
      return {
        ...agreementState(agreement, agreementId),
        agreementStatus: agreement.status === 'active' ? 'Completed' : 'Cancelled',
      };
    },
    async cancelAgreement(agreementId) {
      const agreement = await repository.bkashAgreementOf(agreementId);
      if (!agreement) throw new BkashError('2064', 'Invalid Agreement ID');
      return { ...agreementState(agreement, agreementId), agreementStatus: 'Cancelled' };
    },
    refund: async () => ({ refundTrxId: id('SBXR'), status: 'Completed' }),
    // No money moves in the sandbox, so no refund is ever left unrecorded.
    refundStatus: async () => [],
  };
}

/** Where the sandbox's Nagad page is served: {publicUrl}/api/payments/sandbox/nagad/{paymentRefId}. */
export const SANDBOX_NAGAD_PAGE = '/payments/sandbox/nagad';
export const SANDBOX_NAGAD_MERCHANT = '683000000000000';

export interface SandboxNagadApi extends NagadApi {
  /** The shopper paid (Success) or left (Aborted) on the sandbox's Nagad page. */
  decide(paymentRefId: string, status: 'Success' | 'Aborted'): void;
}

/**
 * Nagad on a laptop: the same driver and callback as the real Nagad, with this in Nagad's place. Its
 * page (served by the API, to the development helpers' users only) records the shopper's choice and
 * sends the browser to the callback as Nagad does; verify reports that choice for what the shop
 * recorded. The choices live in this process's memory, as a laptop runs one. No money moves.
 */
export function createSandboxNagadApi(publicUrl: string, repository: PaymentsRepository): SandboxNagadApi {
  const decisions = new Map<string, { status: 'Success' | 'Aborted'; ref: string }>();
  return {
    merchantId: SANDBOX_NAGAD_MERCHANT,
    async checkout() {
      const paymentReferenceId = `SBXNG${randomBytes(10).toString('hex').toUpperCase()}`;
      return { paymentReferenceId, url: `${publicUrl}/api${SANDBOX_NAGAD_PAGE}/${paymentReferenceId}` };
    },
    async verify(paymentRefId) {
      const payment = await repository.nagadPayment(paymentRefId);
      if (!payment) throw new Error('Nagad: payment not found');
      const decision = decisions.get(paymentRefId);
      return {
        merchantId: SANDBOX_NAGAD_MERCHANT,
        orderId: payment.transactionId,
        paymentRefId,
        amount: nagadAmount(payment.amountPoisha),
        status: decision?.status ?? 'Ready',
        statusCode: decision?.status === 'Success' ? '000' : '',
        issuerPaymentRefNo: decision?.status === 'Success' ? decision.ref : '',
        clientMobileNo: '',
        currencyCode: '',
      };
    },
    decide(paymentRefId, status) {
      if (decisions.has(paymentRefId)) return;
      decisions.set(paymentRefId, { status, ref: `SBX${randomBytes(5).toString('hex').toUpperCase()}` });
    },
  };
}

/** A small page of the sandbox gateways (the card one and bKash), with their buttons styled alike. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Dokan</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.amount{font-size:2rem;font-weight:700}.actions{display:flex;gap:.75rem}
button,a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer;text-decoration:none}
.success{background:#15803d;color:#fff}.fail{background:#b91c1c;color:#fff}.cancel{background:#e5e7eb;color:#1f2937}
</style></head><body><h1>${title}</h1>${body}</body></html>`;
}

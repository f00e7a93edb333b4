/**
 * bKash Tokenized Checkout (https://developer.bka.sh), the calls the shop makes: token grant and
 * refresh, create (mode 0011 without a saved wallet, 0000 to save one as an agreement, 0001 to pay with it),
 * execute, query payment status, agreement status and cancel, refund and refund status. Every call
 * but the token's carries the id_token as Authorization and the app key as X-APP-Key. bKash answers
 * HTTP 200 with statusCode '0000' when a call worked and another code (with statusMessage) when it
 * did not; older answers name them errorCode and errorMessage.
 */
import { poishaToTaka, takaToPoisha } from '@dokan/domain';

import { createSharedToken } from '../../lib/shared-token.ts';
import type { PaymentsRepository, StoredToken } from './payments.repository.ts';

export interface BkashConfig {
  /** https://tokenized.sandbox.bka.sh/v1.2.0-beta for a test merchant, https://tokenized.pay.bka.sh/v1.2.0-beta live. */
  apiUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** How long a call may take; execute that runs out is followed by a query (bKash's advice). */
  timeoutMs?: number;
}

/** A payment as bKash's execute and query answer it. */
export interface BkashPaymentState {
  paymentID: string;
  /** Initiated (waiting for the shopper), Completed, Failed, Cancelled, Expired... */
  transactionStatus: string;
  trxID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
}

/** An agreement (a saved wallet) as bKash's execute, query and agreement calls answer it. */
export interface BkashAgreementState {
  paymentID: string;
  agreementID: string;
  payerReference: string;
  /** The wallet number the shopper approved with. */
  customerMsisdn: string;
  /** Completed once made; Cancelled when the shop or the shopper (in the bKash app) ended it. */
  agreementStatus: string;
}

export interface BkashRefund {
  refundTrxId: string;
  /** Completed when the money went back. */
  status: string;
}

/** One refund of a payment, as bKash's refund status lists it. */
export interface BkashRefundRecord {
  refundTrxId: string;
  status: string;
  amountPoisha: number;
}

export interface BkashApi {
  create(payment: {
    amountPoisha: number;
    invoice: string;
    payerReference: string;
    callbackUrl: string;
    /** A saved wallet's agreement: the payment is made in mode 0001 and bKash asks only the PIN. */
    agreementId?: string | undefined;
  }): Promise<{ paymentID: string; bkashURL: string }>;
  /** Mode 0000: bKash's page where the shopper approves saving their wallet with this shop. */
  createAgreement(agreement: { payerReference: string; callbackUrl: string }): Promise<{
    paymentID: string;
    bkashURL: string;
  }>;
  /** Executes an agreement the shopper approved: its agreementID. */
  executeAgreement(paymentId: string): Promise<BkashAgreementState>;
  /** Where an agreement's creation stands, by its paymentID (when execute did not answer). */
  queryAgreement(paymentId: string): Promise<BkashAgreementState>;
  agreementStatus(agreementId: string): Promise<BkashAgreementState>;
  cancelAgreement(agreementId: string): Promise<BkashAgreementState>;
  execute(paymentId: string): Promise<BkashPaymentState>;
  query(paymentId: string): Promise<BkashPaymentState>;
  refund(refund: {
    paymentId: string;
    trxId: string;
    amountPoisha: number;
    sku: string;
    reason: string;
  }): Promise<BkashRefund>;
  /** Every refund bKash made of this payment (v2 refund status), for a refund whose answer was lost. */
  refundStatus(payment: { paymentId: string; trxId: string }): Promise<BkashRefundRecord[]>;
}

/** bKash refused a call: its status code and message. */
export class BkashError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`bKash ${code}: ${message}`);
  }
}

const GATEWAY = 'bkash';
/** A token is renewed this long before it runs out, so no call starts with one about to expire. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** bKash keeps a refresh token valid for 28 days; it is used for well under that. */
const REFRESH_TOKEN_LIFE_MS = 27 * 24 * 60 * 60_000;

type Answer = Record<string, unknown>;

const text = (value: unknown) => (value == null ? '' : String(value));

function statusOf(answer: Answer): { code: string; message: string } {
  return {
    code: text(answer.statusCode ?? answer.errorCode),
    message: text(answer.statusMessage ?? answer.errorMessage),
  };
}

function paymentState(answer: Answer): BkashPaymentState {
  return {
    paymentID: text(answer.paymentID),
    transactionStatus: text(answer.transactionStatus),
    trxID: text(answer.trxID),
    amount: text(answer.amount),
    currency: text(answer.currency),
    merchantInvoiceNumber: text(answer.merchantInvoiceNumber),
  };
}

function agreementState(answer: Answer): BkashAgreementState {
  return {
    paymentID: text(answer.paymentID),
    agreementID: text(answer.agreementID),
    payerReference: text(answer.payerReference),
    customerMsisdn: text(answer.customerMsisdn),
    agreementStatus: text(answer.agreementStatus),
  };
}

/** The page bKash answers a create with; both are required to send the shopper on. */
function checkoutPage(answer: Answer): { paymentID: string; bkashURL: string } {
  const paymentID = text(answer.paymentID);
  const bkashURL = text(answer.bkashURL);
  if (!paymentID || !bkashURL) throw new BkashError('create', 'bKash answered no paymentID or bkashURL');
  return { paymentID, bkashURL };
}

export function createBkashApi(config: BkashConfig, repository: PaymentsRepository): BkashApi {
  const base = config.apiUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 30_000;

  async function post(path: string, body: Answer, headers: Record<string, string>): Promise<Answer> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    const { code, message } = statusOf(answer);
    if (!response.ok) throw new BkashError(code || String(response.status), message || response.statusText);
    if (code !== '' && code !== '0000') throw new BkashError(code, message);
    return answer;
  }

  /** Grant (or refresh, while the refresh token lasts) and store the token for every process. */
  async function renew(current: StoredToken | null): Promise<StoredToken> {
    const credentials = { username: config.username, password: config.password };
    const keys = { app_key: config.appKey, app_secret: config.appSecret };
    const now = Date.now();
    let answer: Answer | null = null;
    let refreshExpiresAt = new Date(now + REFRESH_TOKEN_LIFE_MS);
    if (current?.refreshToken && current.refreshExpiresAt.getTime() > now) {
      answer = await post(
        '/tokenized/checkout/token/refresh',
        { ...keys, refresh_token: current.refreshToken },
        credentials,
      ).catch(() => null);
      if (answer) refreshExpiresAt = current.refreshExpiresAt;
    }
    answer ??= await post('/tokenized/checkout/token/grant', keys, credentials);
    const token = {
      accessToken: text(answer.id_token),
      refreshToken: text(answer.refresh_token),
      expiresAt: new Date(now + Number(answer.expires_in ?? 3600) * 1000),
      refreshExpiresAt,
    };
    if (!token.accessToken) throw new BkashError('token', 'bKash granted no token');
    await repository.saveToken(GATEWAY, token);
    return { gateway: GATEWAY, renewingUntil: null, updatedAt: new Date(now), ...token };
  }

  const shared = createSharedToken({
    load: () => repository.token(GATEWAY),
    claim: (seconds, dueSeconds) => repository.claimTokenRenewal(GATEWAY, seconds, dueSeconds),
    drop: () => repository.saveToken(GATEWAY, null),
    renew,
    renewBeforeMs: RENEW_BEFORE_MS,
  });

  /** A call with the token; a token bKash no longer takes (401) is dropped and the call made once more. */
  async function call(path: string, body: Answer): Promise<Answer> {
    const send = async () => post(path, body, { authorization: await shared.token(), 'x-app-key': config.appKey });
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof BkashError && error.code === '401')) throw error;
      shared.forget();
      await repository.saveToken(GATEWAY, {
        accessToken: '',
        refreshToken: '',
        expiresAt: new Date(0),
        refreshExpiresAt: new Date(0),
      });
      return send();
    }
  }

  return {
    create: async (payment) =>
      checkoutPage(
        await call('/tokenized/checkout/create', {
          mode: payment.agreementId ? '0001' : '0011',
          payerReference: payment.payerReference,
          ...(payment.agreementId ? { agreementID: payment.agreementId } : {}),
          callbackURL: payment.callbackUrl,
          amount: poishaToTaka(payment.amountPoisha).toFixed(2),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: payment.invoice,
        }),
      ),

    createAgreement: async (agreement) =>
      checkoutPage(
        await call('/tokenized/checkout/create', {
          mode: '0000',
          payerReference: agreement.payerReference,
          callbackURL: agreement.callbackUrl,
        }),
      ),

    executeAgreement: async (paymentId) =>
      agreementState(await call('/tokenized/checkout/execute', { paymentID: paymentId })),

    queryAgreement: async (paymentId) =>
      agreementState(await call('/tokenized/checkout/payment/status', { paymentID: paymentId })),

    agreementStatus: async (agreementId) =>
      agreementState(await call('/tokenized/checkout/agreement/status', { agreementID: agreementId })),

    cancelAgreement: async (agreementId) =>
      agreementState(await call('/tokenized/checkout/agreement/cancel', { agreementID: agreementId })),

    execute: async (paymentId) => paymentState(await call('/tokenized/checkout/execute', { paymentID: paymentId })),

    query: async (paymentId) =>
      paymentState(await call('/tokenized/checkout/payment/status', { paymentID: paymentId })),

    async refund(refund) {
      const answer = await call('/v2/tokenized-checkout/refund/payment/transaction', {
        paymentId: refund.paymentId,
        trxId: refund.trxId,
        refundAmount: poishaToTaka(refund.amountPoisha).toFixed(2),
        sku: refund.sku,
        reason: refund.reason,
      });
      return { refundTrxId: text(answer.refundTrxId), status: text(answer.refundTransactionStatus) };
    },

    async refundStatus(payment) {
      const answer = await call('/v2/tokenized-checkout/refund/payment/status', {
        paymentId: payment.paymentId,
        trxId: payment.trxId,
      });
      const list = Array.isArray(answer.refundTransactions) ? (answer.refundTransactions as Answer[]) : [];
      return list.map((refund) => ({
        refundTrxId: text(refund.refundTrxId),
        status: text(refund.refundTransactionStatus),
        amountPoisha: takaToPoisha(Number(refund.refundAmount)),
      }));
    },
  };
}

/**
 * A local bKash Tokenized Checkout server for tests, speaking its protocol: token grant and refresh
 * (username and password headers, app_key and app_secret in the body), create, execute, query
 * payment status, agreements (create in mode 0000, execute, agreement status and cancel, payments in
 * mode 0001 with an agreementID), the v2 refund and its refund status, each with the id_token as Authorization and the app key as
 * X-APP-Key; answers carry statusCode '0000' or bKash's error codes. Its checkout page (bkashURL)
 * has a Pay and a Cancel button that send the browser to the callbackURL as bKash does; GET
 * /test/refunds lists the refunds it made.
 * Failure modes: execute that never answers (the payment completes all the same), answers that
 * report another amount, tokens that expire early, and a refund whose answer is lost (it never
 * comes, or the connection breaks) after bKash refunded or before it did; agreements refused, an
 * agreement execute that never answers, a cancel that fails, an agreement the shopper ended in their app.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const BKASH_TEST_MERCHANT = {
  appKey: 'test-app-key-4f6o0cjiki2rfm34kfdadl1eqq',
  appSecret: 'test-app-secret-2is7hdktrekvrbljjh44ll3d9l1dtjo4pasmjvs5vl5qr3fug4b',
  username: 'testTokenizedUser02',
  password: 'testTokenizedUser02@12345',
};

export interface BkashTestPayment {
  paymentID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  /** Mode 0001: the saved wallet's agreement it was made with ('' in mode 0011). */
  agreementID: string;
  callbackURL: string;
  transactionStatus: 'Initiated' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired';
  /** The shopper entered their wallet number, OTP and PIN on bKash's page. */
  approved: boolean;
  trxID: string;
  refunded: number;
}

export interface BkashTestAgreement {
  /** The creation's paymentID. */
  paymentID: string;
  payerReference: string;
  callbackURL: string;
  /** The wallet the shopper approves with on bKash's page. */
  customerMsisdn: string;
  agreementID: string;
  agreementStatus: 'Initiated' | 'Completed' | 'Cancelled';
  approved: boolean;
}

export interface BkashTestRefund {
  paymentId: string;
  trxId: string;
  refundAmount: string;
  sku: string;
  reason: string;
  refundTrxId: string;
}

export interface BkashTestServer {
  url: string;
  payments: Map<string, BkashTestPayment>;
  /** Agreements by their creation's paymentID. */
  agreements: Map<string, BkashTestAgreement>;
  refunds: BkashTestRefund[];
  calls: {
    grant: number;
    refresh: number;
    create: number;
    execute: number;
    query: number;
    refund: number;
    refundStatus: number;
    createAgreement: number;
    executeAgreement: number;
    agreementStatus: number;
    cancelAgreement: number;
  };
  /** What the next answers do wrong. */
  faults: {
    /** Execute completes the payment but never answers. */
    executeHangs: boolean;
    /** Execute and query report this amount instead of the payment's. */
    reportAmount: string | null;
    /** Query payment answers 500. */
    queryFails: boolean;
    /** Tokens granted live this many seconds (bKash: 3600). */
    tokenSeconds: number;
    /**
     * The next refund call's answer is lost: after refunding it never answers ('hangs') or breaks the
     * connection ('drops'); 'drops-before' breaks it before refunding anything. One call only.
     */
    refundAnswer: 'hangs' | 'drops' | 'drops-before' | null;
    /** Refund status answers 500. */
    refundStatusFails: boolean;
    /** Create in mode 0000 is refused. */
    agreementRefused: boolean;
    /** Execute of an agreement makes it but never answers. */
    executeAgreementHangs: boolean;
    /** Agreement cancel answers 500 (bKash unreachable as far as the shop can tell). */
    cancelAgreementFails: boolean;
  };
  /** The shopper approves the payment (or the agreement) on bKash's page. */
  approve(paymentId: string): void;
  /** The shopper ends an agreement in their bKash app. */
  revokeAgreement(agreementId: string): void;
  /** Every token granted so far stops working (bKash answers 401). */
  revokeTokens(): void;
  reset(): void;
  close(): Promise<void>;
}

const ok = { statusCode: '0000', statusMessage: 'Successful' };
const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
const bkashTime = () => new Date().toISOString();

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  try {
    return JSON.parse(body) as Record<string, string>;
  } catch {
    return {};
  }
}

export async function startBkashTestServer(): Promise<BkashTestServer> {
  const payments = new Map<string, BkashTestPayment>();
  const refunds: BkashTestRefund[] = [];
  const agreements = new Map<string, BkashTestAgreement>();
  const calls = {
    grant: 0,
    refresh: 0,
    create: 0,
    execute: 0,
    query: 0,
    refund: 0,
    refundStatus: 0,
    createAgreement: 0,
    executeAgreement: 0,
    agreementStatus: 0,
    cancelAgreement: 0,
  };
  const faults = {
    executeHangs: false,
    reportAmount: null as string | null,
    queryFails: false,
    tokenSeconds: 3600,
    refundAnswer: null as BkashTestServer['faults']['refundAnswer'],
    refundStatusFails: false,
    agreementRefused: false,
    executeAgreementHangs: false,
    cancelAgreementFails: false,
  };
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const hanging = new Set<ServerResponse>();
  let url = '';

  const issueToken = () => {
    const idToken = `id.${randomBytes(12).toString('hex')}`;
    const refreshToken = `refresh.${randomBytes(12).toString('hex')}`;
    tokens.set(idToken, Date.now() + faults.tokenSeconds * 1000);
    refreshTokens.add(refreshToken);
    return {
      ...ok,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: faults.tokenSeconds,
      refresh_token: refreshToken,
    };
  };

  const paymentAnswer = (payment: BkashTestPayment) => ({
    paymentID: payment.paymentID,
    trxID: payment.trxID || undefined,
    transactionStatus: payment.transactionStatus,
    amount: faults.reportAmount ?? payment.amount,
    currency: payment.currency,
    intent: 'sale',
    paymentExecuteTime: bkashTime(),
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    payerReference: payment.payerReference,
    customerMsisdn: '01770618575',
    ...ok,
  });

  const agreementAnswer = (agreement: BkashTestAgreement) => ({
    paymentID: agreement.paymentID,
    agreementID: agreement.agreementID || undefined,
    payerReference: agreement.payerReference,
    customerMsisdn: agreement.approved ? agreement.customerMsisdn : undefined,
    agreementStatus: agreement.agreementStatus,
    agreementExecuteTime: bkashTime(),
    ...ok,
  });
  const byAgreementId = (agreementId: string) =>
    [...agreements.values()].find((agreement) => agreement.agreementID !== '' && agreement.agreementID === agreementId);

  /** Mode 0000: bKash's page where the shopper approves an agreement with the merchant. */
  function createAgreement(body: Record<string, string>) {
    calls.createAgreement++;
    if (faults.agreementRefused) return refusal('2050', 'Agreement already exists between payer and merchant');
    if (!body.payerReference || !body.callbackURL) return refusal('2003', 'Process failed');
    const paymentID = `TR0000${randomBytes(8).toString('hex').toUpperCase()}`;
    agreements.set(paymentID, {
      paymentID,
      payerReference: body.payerReference,
      callbackURL: body.callbackURL,
      customerMsisdn: '01770618575',
      agreementID: '',
      agreementStatus: 'Initiated',
      approved: false,
    });
    return {
      ...ok,
      paymentID,
      bkashURL: `${url}/checkout/${paymentID}`,
      callbackURL: body.callbackURL,
      agreementStatus: 'Initiated',
    };
  }

  async function api(path: string, request: IncomingMessage): Promise<unknown> {
    const body = await readJson(request);
    const header = (name: string) => String(request.headers[name] ?? '');
    if (path === '/tokenized/checkout/token/grant' || path === '/tokenized/checkout/token/refresh') {
      const merchant = BKASH_TEST_MERCHANT;
      if (header('username') !== merchant.username || header('password') !== merchant.password) {
        return refusal('2079', 'Invalid username or password');
      }
      if (body.app_key !== merchant.appKey || body.app_secret !== merchant.appSecret) {
        return refusal('2001', 'Invalid App Key');
      }
      if (path.endsWith('/grant')) {
        calls.grant++;
        return issueToken();
      }
      calls.refresh++;
      if (!refreshTokens.delete(body.refresh_token ?? '')) return refusal('2079', 'Invalid refresh token');
      return issueToken();
    }
    const expires = tokens.get(header('authorization'));
    if (header('x-app-key') !== BKASH_TEST_MERCHANT.appKey || !expires || expires < Date.now()) return 401;
    switch (path) {
      case '/tokenized/checkout/create': {
        if (body.mode === '0000') return createAgreement(body);
        calls.create++;
        const withAgreement = body.mode === '0001';
        if ((body.mode !== '0011' && !withAgreement) || body.intent !== 'sale' || body.currency !== 'BDT') {
          return refusal('2003', 'Process failed');
        }
        if (withAgreement && byAgreementId(body.agreementID ?? '')?.agreementStatus !== 'Completed') {
          return refusal('2064', 'Invalid Agreement ID');
        }
        if (!/^\d+(\.\d{1,2})?$/.test(body.amount ?? '')) return refusal('2007', 'Invalid Amount');
        const paymentID = `TR0011${randomBytes(8).toString('hex').toUpperCase()}`;
        const payment: BkashTestPayment = {
          paymentID,
          amount: body.amount!,
          currency: 'BDT',
          merchantInvoiceNumber: body.merchantInvoiceNumber ?? '',
          payerReference: body.payerReference ?? '',
          agreementID: withAgreement ? body.agreementID! : '',
          callbackURL: body.callbackURL ?? '',
          transactionStatus: 'Initiated',
          approved: false,
          trxID: '',
          refunded: 0,
        };
        payments.set(paymentID, payment);
        return {
          ...ok,
          paymentID,
          bkashURL: `${url}/checkout/${paymentID}`,
          callbackURL: payment.callbackURL,
          successCallbackURL: `${payment.callbackURL}?paymentID=${paymentID}&status=success`,
          failureCallbackURL: `${payment.callbackURL}?paymentID=${paymentID}&status=failure`,
          cancelledCallbackURL: `${payment.callbackURL}?paymentID=${paymentID}&status=cancel`,
          amount: payment.amount,
          intent: 'sale',
          currency: 'BDT',
          paymentCreateTime: bkashTime(),
          transactionStatus: 'Initiated',
          merchantInvoiceNumber: payment.merchantInvoiceNumber,
        };
      }
      case '/tokenized/checkout/execute': {
        const agreement = agreements.get(body.paymentID ?? '');
        if (agreement) {
          calls.executeAgreement++;
          if (agreement.agreementStatus !== 'Initiated' || !agreement.approved) {
            return refusal('2056', 'Invalid Payment State');
          }
          agreement.agreementStatus = 'Completed';
          agreement.agreementID = `TOKEN${randomBytes(8).toString('hex').toUpperCase()}`;
          if (faults.executeAgreementHangs) return 'hang';
          return agreementAnswer(agreement);
        }
        calls.execute++;
        const payment = payments.get(body.paymentID ?? '');
        if (!payment) return refusal('2002', 'Invalid Payment ID');
        if (payment.transactionStatus === 'Completed') {
          return refusal('2117', 'Payment execution already been called before');
        }
        if (payment.transactionStatus !== 'Initiated' || !payment.approved) {
          return refusal('2056', 'Invalid Payment State');
        }
        payment.transactionStatus = 'Completed';
        payment.trxID = `B${randomBytes(5).toString('hex').toUpperCase()}`;
        if (faults.executeHangs) return 'hang';
        return paymentAnswer(payment);
      }
      case '/tokenized/checkout/payment/status': {
        calls.query++;
        if (faults.queryFails) return 500;
        const agreement = agreements.get(body.paymentID ?? '');
        if (agreement) return agreementAnswer(agreement);
        const payment = payments.get(body.paymentID ?? '');
        return payment ? paymentAnswer(payment) : refusal('2002', 'Invalid Payment ID');
      }
      case '/tokenized/checkout/agreement/status': {
        calls.agreementStatus++;
        const agreement = byAgreementId(body.agreementID ?? '');
        return agreement ? agreementAnswer(agreement) : refusal('2064', 'Invalid Agreement ID');
      }
      case '/tokenized/checkout/agreement/cancel': {
        calls.cancelAgreement++;
        if (faults.cancelAgreementFails) return 500;
        const agreement = byAgreementId(body.agreementID ?? '');
        if (!agreement || agreement.agreementStatus !== 'Completed') return refusal('2064', 'Invalid Agreement ID');
        agreement.agreementStatus = 'Cancelled';
        return agreementAnswer(agreement);
      }
      case '/v2/tokenized-checkout/refund/payment/transaction': {
        calls.refund++;
        const lost = faults.refundAnswer;
        faults.refundAnswer = null;
        if (lost === 'drops-before') return 'drop';
        const payment = payments.get(body.paymentId ?? '');
        if (!payment) return refusal('2002', 'Invalid Payment ID');
        if (payment.transactionStatus !== 'Completed' || payment.trxID !== body.trxId) {
          return refusal('2011', 'Invalid Transaction ID');
        }
        const amount = Number(body.refundAmount);
        if (!(amount > 0) || Math.round((payment.refunded + amount) * 100) > Math.round(Number(payment.amount) * 100)) {
          return refusal('2073', 'Refund amount exceeds the transaction amount');
        }
        payment.refunded += amount;
        const refundTrxId = `R${randomBytes(5).toString('hex').toUpperCase()}`;
        refunds.push({
          paymentId: payment.paymentID,
          trxId: payment.trxID,
          refundAmount: body.refundAmount ?? '',
          sku: body.sku ?? '',
          reason: body.reason ?? '',
          refundTrxId,
        });
        if (lost === 'hangs') return 'hang';
        if (lost === 'drops') return 'drop';
        return {
          originalTrxId: payment.trxID,
          refundTrxId,
          refundTransactionStatus: 'Completed',
          originalTrxAmount: payment.amount,
          refundAmount: body.refundAmount,
          currency: 'BDT',
          completedTime: bkashTime(),
          sku: body.sku,
          reason: body.reason,
        };
      }
      case '/v2/tokenized-checkout/refund/payment/status': {
        calls.refundStatus++;
        if (faults.refundStatusFails) return 500;
        const payment = payments.get(body.paymentId ?? '');
        if (!payment) return refusal('2002', 'Invalid Payment ID');
        if (payment.transactionStatus !== 'Completed' || payment.trxID !== body.trxId) {
          return refusal('2011', 'Invalid Transaction ID');
        }
        return {
          originalTrxId: payment.trxID,
          originalTrxAmount: payment.amount,
          originalTrxCompletedTime: bkashTime(),
          refundTransactions: refunds
            .filter((refund) => refund.paymentId === payment.paymentID)
            .map((refund) => ({
              refundTrxId: refund.refundTrxId,
              refundTransactionStatus: 'Completed',
              refundAmount: refund.refundAmount,
              completedTime: bkashTime(),
            })),
        };
      }
      default:
        return 404;
    }
  }

  /** bKash's own page, where the shopper approves or cancels; both return the browser to the callback. */
  function checkoutPage(paymentId: string, action: string | null, response: ServerResponse) {
    const payment = payments.get(paymentId) ?? agreements.get(paymentId);
    if (!payment) {
      response.statusCode = 404;
      return response.end('Payment not found');
    }
    if (action) {
      if (action === 'pay') payment.approved = true;
      const status = action === 'pay' ? 'success' : 'cancel';
      response.statusCode = 302;
      response.setHeader(
        'location',
        `${payment.callbackURL}?paymentID=${paymentId}&status=${status}&signature=${randomBytes(6).toString('hex')}&apiVersion=1.2.0-beta`,
      );
      return response.end();
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    const what =
      'amount' in payment ? `${payment.amount} BDT` : `Save wallet ${payment.customerMsisdn} with the merchant`;
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bKash test checkout</title></head>
<body><h1>bKash test checkout</h1><p class="amount">${what}</p>
<form method="get" action="/checkout/${paymentId}"><button name="action" value="pay">Pay</button>
<button name="action" value="cancel">Cancel</button></form></body></html>`);
  }

  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost');
    const page = /^\/checkout\/([A-Z0-9]+)$/.exec(address.pathname);
    if (request.method === 'GET' && page) return checkoutPage(page[1]!, address.searchParams.get('action'), response);
    // For journeys in another process: the refunds this server made.
    if (request.method === 'GET' && address.pathname === '/test/refunds') {
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify(refunds));
    }
    if (request.method !== 'POST') {
      response.statusCode = 405;
      return response.end();
    }
    const path = address.pathname.replace(/^\/v1\.2\.0-beta/, '');
    api(path, request)
      .then((answer) => {
        if (answer === 'hang') {
          hanging.add(response);
          return;
        }
        if (answer === 'drop') return response.socket?.destroy();
        if (typeof answer === 'number') {
          response.statusCode = answer;
          return response.end(JSON.stringify({ message: answer === 401 ? 'Unauthorized' : 'Failed' }));
        }
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer));
      })
      .catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${url}/v1.2.0-beta`,
    payments,
    agreements,
    refunds,
    calls,
    faults,
    approve(paymentId) {
      const payment = payments.get(paymentId) ?? agreements.get(paymentId);
      if (!payment) throw new Error(`no bKash payment ${paymentId}`);
      payment.approved = true;
    },
    revokeAgreement(agreementId) {
      const agreement = byAgreementId(agreementId);
      if (!agreement) throw new Error(`no bKash agreement ${agreementId}`);
      agreement.agreementStatus = 'Cancelled';
    },
    revokeTokens: () => tokens.clear(),
    reset() {
      faults.executeHangs = false;
      faults.reportAmount = null;
      faults.queryFails = false;
      faults.tokenSeconds = 3600;
      faults.refundAnswer = null;
      faults.refundStatusFails = false;
      faults.agreementRefused = false;
      faults.executeAgreementHangs = false;
      faults.cancelAgreementFails = false;
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A local Nagad merchant checkout server for tests, speaking its protocol (API v-0.2.0) with real
 * RSA keys: Nagad's key pair and the test merchant's, made fresh for each server.
 * - POST /check-out/initialize/{merchantId}/{orderId}: accountNumber, dateTime and sensitiveData
 *   {merchantId, datetime, orderId, challenge} encrypted with Nagad's public key and signed by the
 *   merchant; answers sensitiveData {paymentReferenceId, challenge, acceptDateTime} encrypted with
 *   the merchant's public key and signed with Nagad's private key;
 * - POST /check-out/complete/{paymentReferenceId}: sensitiveData {merchantId, orderId, currencyCode,
 *   amount, challenge (Nagad's)}, signed, and merchantCallbackURL; answers status Success and the
 *   callBackUrl of its page;
 * - GET /verify/payment/{paymentReferenceId}: where the payment stands;
 * - its page (callBackUrl) has Pay and Cancel, which send the browser to the merchant's callback with
 *   merchant, order_id, payment_ref_id, status, status_code, message, payment_dt and issuer_payment_ref.
 * Refusals are HTTP 4xx with {reason, message}, as Nagad's.
 * Failure modes: verify or complete that never answers, verify reporting another amount.
 */
import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  decryptWith,
  dhakaDateTime,
  encryptFor,
  hasSignature,
  NAGAD_API_VERSION,
  NAGAD_CURRENCY_CODE,
  signWith,
} from '../modules/payments/nagad-api.ts';

export interface NagadTestMerchant {
  merchantId: string;
  merchantNumber: string;
  /** Nagad's public key, bare base64 as Nagad's portal hands it out. */
  publicKey: string;
  /** The merchant's private key, bare base64 PKCS#8. */
  privateKey: string;
}

export interface NagadTestPayment {
  paymentReferenceId: string;
  merchantId: string;
  orderId: string;
  /** Nagad's challenge, which complete must send back. */
  challenge: string;
  amount: string;
  currencyCode: string;
  callbackUrl: string;
  /** Ready until the shopper pays (Success) or leaves (Aborted). */
  status: 'Initiated' | 'Ready' | 'Success' | 'Aborted';
  issuerPaymentRefNo: string;
  clientMobileNo: string;
  paidAt: string;
}

export interface NagadTestServer {
  url: string;
  merchant: NagadTestMerchant;
  payments: Map<string, NagadTestPayment>;
  calls: { initialize: number; complete: number; verify: number };
  /** Headers each call came with, last first. */
  lastHeaders: Record<string, string>;
  faults: {
    /** Complete never answers. */
    completeHangs: boolean;
    /** Verify never answers. */
    verifyHangs: boolean;
    /** Verify reports this amount instead of the payment's. */
    reportAmount: string | null;
    /** Initialize's answer is signed with a key that is not Nagad's. */
    forgeSignature: boolean;
  };
  /** The shopper pays (or leaves) on Nagad's page, without going through the browser. */
  pay(paymentReferenceId: string): void;
  abort(paymentReferenceId: string): void;
  /** The page's Pay or Cancel: where Nagad sends the browser. */
  callbackUrlOf(paymentReferenceId: string): string;
  reset(): void;
  close(): Promise<void>;
}

const der = (key: KeyObject, type: 'spki' | 'pkcs8') => key.export({ format: 'der', type } as never).toString('base64');

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const refusal = (status: number, reason: string, message: string) => ({ status, body: { reason, message } });

export async function startNagadTestServer(): Promise<NagadTestServer> {
  const nagadKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant: NagadTestMerchant = {
    merchantId: '683002007104225',
    merchantNumber: '01711428036',
    publicKey: der(nagadKeys.publicKey, 'spki'),
    privateKey: der(merchantKeys.privateKey, 'pkcs8'),
  };
  const payments = new Map<string, NagadTestPayment>();
  const calls = { initialize: 0, complete: 0, verify: 0 };
  const faults = {
    completeHangs: false,
    verifyHangs: false,
    reportAmount: null as string | null,
    forgeSignature: false,
  };
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const hanging = new Set<ServerResponse>();
  let lastHeaders: Record<string, string> = {};
  let url = '';

  /** The merchant's sensitiveData: decrypted with Nagad's key and checked against the merchant's signature. */
  function opened(body: Record<string, unknown>): Record<string, string> | null {
    try {
      const plain = decryptWith(nagadKeys.privateKey, String(body.sensitiveData ?? ''));
      if (!hasSignature(merchantKeys.publicKey, plain, String(body.signature ?? ''))) return null;
      return JSON.parse(plain) as Record<string, string>;
    } catch {
      return null;
    }
  }

  function verifyAnswer(payment: NagadTestPayment) {
    const paid = payment.status === 'Success';
    return {
      merchantId: payment.merchantId,
      orderId: payment.orderId,
      paymentRefId: payment.paymentReferenceId,
      amount: faults.reportAmount ?? payment.amount,
      clientMobileNo: paid ? payment.clientMobileNo : null,
      merchantMobileNo: merchant.merchantNumber,
      orderDateTime: payment.paidAt || null,
      issuerPaymentDateTime: paid ? payment.paidAt : null,
      issuerPaymentRefNo: paid ? payment.issuerPaymentRefNo : null,
      additionalMerchantInfo: null,
      status: payment.status,
      statusCode: paid ? '000' : payment.status === 'Aborted' ? '1050' : '001',
      cancelIssuerDateTime: null,
      cancelIssuerRefNo: null,
    };
  }

  async function api(
    method: string,
    path: string,
    request: IncomingMessage,
  ): Promise<{ status: number; body: unknown } | 'hang'> {
    lastHeaders = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
    if (request.headers['x-km-api-version'] !== NAGAD_API_VERSION || !request.headers['x-km-client-type']) {
      return refusal(400, 'HEADER_MISSING', 'Required headers are missing');
    }
    const initialize = /^\/check-out\/initialize\/([^/]+)\/([^/]+)$/.exec(path);
    if (method === 'POST' && initialize) {
      calls.initialize++;
      const [, merchantId, orderId] = initialize.map(decodeURIComponent) as [string, string, string];
      const body = await readJson(request);
      if (merchantId !== merchant.merchantId) return refusal(400, 'MERCHANT_NOT_FOUND', 'Invalid merchant');
      if (body.accountNumber !== merchant.merchantNumber) return refusal(400, 'INVALID_ACCOUNT', 'Invalid account');
      const data = opened(body);
      if (!data) return refusal(400, 'INVALID_SIGNATURE', 'Signature verification failed');
      if (data.merchantId !== merchantId || data.orderId !== orderId || !/^\d{14}$/.test(data.datetime ?? '')) {
        return refusal(400, 'INVALID_REQUEST', 'Sensitive data does not match the request');
      }
      if ([...payments.values()].some((payment) => payment.orderId === orderId)) {
        return refusal(409, 'DUPLICATE_ORDER', 'Order id already used');
      }
      const payment: NagadTestPayment = {
        paymentReferenceId: `MTEx${randomBytes(12).toString('hex').toUpperCase()}`,
        merchantId,
        orderId,
        challenge: randomBytes(20).toString('hex'),
        amount: '',
        currencyCode: '',
        callbackUrl: '',
        status: 'Initiated',
        issuerPaymentRefNo: '',
        clientMobileNo: '',
        paidAt: '',
      };
      payments.set(payment.paymentReferenceId, payment);
      const plain = JSON.stringify({
        paymentReferenceId: payment.paymentReferenceId,
        challenge: payment.challenge,
        acceptDateTime: dhakaDateTime(),
      });
      return {
        status: 200,
        body: {
          sensitiveData: encryptFor(merchantKeys.publicKey, plain),
          signature: signWith(faults.forgeSignature ? forger.privateKey : nagadKeys.privateKey, plain),
        },
      };
    }
    const complete = /^\/check-out\/complete\/([^/]+)$/.exec(path);
    if (method === 'POST' && complete) {
      calls.complete++;
      const payment = payments.get(decodeURIComponent(complete[1]!));
      const body = await readJson(request);
      if (!payment) return refusal(404, 'PAYMENT_NOT_FOUND', 'Invalid payment reference');
      if (payment.status !== 'Initiated') return refusal(400, 'INVALID_STATE', 'Payment already completed');
      const data = opened(body);
      if (!data) return refusal(400, 'INVALID_SIGNATURE', 'Signature verification failed');
      if (data.challenge !== payment.challenge) return refusal(400, 'INVALID_CHALLENGE', 'Challenge mismatch');
      if (data.merchantId !== payment.merchantId || data.orderId !== payment.orderId) {
        return refusal(400, 'INVALID_REQUEST', 'Sensitive data does not match the payment');
      }
      if (data.currencyCode !== NAGAD_CURRENCY_CODE) return refusal(400, 'INVALID_CURRENCY', 'Invalid currency');
      if (!/^\d+(\.\d{1,2})?$/.test(data.amount ?? '') || !(Number(data.amount) > 0)) {
        return refusal(400, 'INVALID_AMOUNT', 'Invalid amount');
      }
      const callbackUrl = String(body.merchantCallbackURL ?? '');
      if (!/^https?:\/\//.test(callbackUrl)) return refusal(400, 'INVALID_CALLBACK', 'Invalid callback URL');
      Object.assign(payment, {
        amount: data.amount,
        currencyCode: data.currencyCode,
        callbackUrl,
        status: 'Ready',
      });
      if (faults.completeHangs) return 'hang';
      return { status: 200, body: { status: 'Success', callBackUrl: `${url}/page/${payment.paymentReferenceId}` } };
    }
    const verify = /^\/verify\/payment\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) {
      calls.verify++;
      if (faults.verifyHangs) return 'hang';
      const payment = payments.get(decodeURIComponent(verify[1]!));
      if (!payment) return refusal(404, 'PAYMENT_NOT_FOUND', 'Invalid payment reference');
      return { status: 200, body: verifyAnswer(payment) };
    }
    return refusal(404, 'NOT_FOUND', 'Not found');
  }

  function decide(paymentReferenceId: string, status: 'Success' | 'Aborted') {
    const payment = payments.get(paymentReferenceId);
    if (!payment) throw new Error(`no Nagad payment ${paymentReferenceId}`);
    if (payment.status !== 'Ready') return payment;
    payment.status = status;
    payment.paidAt = dhakaDateTime();
    if (status === 'Success') {
      payment.issuerPaymentRefNo = `7${randomBytes(4).toString('hex').toUpperCase()}`;
      payment.clientMobileNo = '01711000111';
    }
    return payment;
  }

  function callbackUrlOf(paymentReferenceId: string): string {
    const payment = payments.get(paymentReferenceId);
    if (!payment) throw new Error(`no Nagad payment ${paymentReferenceId}`);
    const paid = payment.status === 'Success';
    const query = new URLSearchParams({
      merchant: payment.merchantId,
      order_id: payment.orderId,
      payment_ref_id: payment.paymentReferenceId,
      status: payment.status === 'Ready' ? 'Aborted' : payment.status,
      status_code: paid ? '00_0000_000' : '00_1050_001',
      message: paid ? 'Successful Transaction' : 'Aborted',
      payment_dt: payment.paidAt,
      issuer_payment_ref: payment.issuerPaymentRefNo,
    });
    return `${payment.callbackUrl}?${query}`;
  }

  /** Nagad's page: Pay or Cancel, then the browser goes to the merchant's callback. */
  function page(paymentReferenceId: string, action: string | null, response: ServerResponse) {
    const payment = payments.get(paymentReferenceId);
    if (!payment || payment.status === 'Initiated') {
      response.statusCode = 404;
      return response.end('Payment not found');
    }
    if (action) {
      decide(paymentReferenceId, action === 'pay' ? 'Success' : 'Aborted');
      response.statusCode = 302;
      response.setHeader('location', callbackUrlOf(paymentReferenceId));
      return response.end();
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Nagad test checkout</title></head>
<body><h1>Nagad test checkout</h1><p class="amount">${payment.amount} BDT</p>
<form method="get" action="/page/${paymentReferenceId}"><button name="action" value="pay">Pay</button>
<button name="action" value="cancel">Cancel</button></form></body></html>`);
  }

  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost');
    const shown = /^\/page\/([A-Za-z0-9]+)$/.exec(address.pathname);
    if (request.method === 'GET' && shown) return page(shown[1]!, address.searchParams.get('action'), response);
    const path = address.pathname.replace(/^\/remote-payment-gateway-1\.0\/api\/dfs/, '');
    api(request.method ?? 'GET', path, request)
      .then((answer) => {
        if (answer === 'hang') {
          hanging.add(response);
          return;
        }
        response.statusCode = answer.status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer.body));
      })
      .catch((error: unknown) => {
        response.statusCode = 500;
        response.end(JSON.stringify({ reason: 'INTERNAL', message: String(error) }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${url}/remote-payment-gateway-1.0/api/dfs`,
    merchant,
    payments,
    calls,
    get lastHeaders() {
      return lastHeaders;
    },
    faults,
    pay: (paymentReferenceId) => void decide(paymentReferenceId, 'Success'),
    abort: (paymentReferenceId) => void decide(paymentReferenceId, 'Aborted'),
    callbackUrlOf,
    reset() {
      faults.completeHangs = false;
      faults.verifyHangs = false;
      faults.reportAmount = null;
      faults.forgeSignature = false;
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

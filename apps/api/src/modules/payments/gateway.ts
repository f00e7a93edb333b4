/**
 * An online payment gateway as checkout and the payment callbacks see it. Two drivers speak it:
 * SSLCommerz (sslcommerz.ts) and the built-in sandbox (sandbox.ts), which lets the 'ssl' method
 * and the /payment/success and /payment/failed pages work end to end without the internet.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import type { PaymentSessionRequest } from '../orders/orders.service.ts';

export type { PaymentSessionRequest } from '../orders/orders.service.ts';

/** What the gateway's validation answers about a payment. */
export interface ValidatedPayment {
  valid: boolean;
  transactionId: string;
  amountPoisha: number;
  currency: string;
  /** The gateway's id for this payment (SSLCommerz val_id), kept on the order. */
  reference: string;
}

export interface PaymentGateway {
  readonly name: 'sslcommerz' | 'sandbox';
  /** Opens a payment session and answers the page to send the shopper's browser to. */
  startSession(request: PaymentSessionRequest): Promise<{ url: string }>;
  /** True when posted callback fields carry the gateway's signature (verify_sign over verify_key). */
  verifySignature(fields: Record<string, string>): boolean;
  /** Asks the gateway about a payment by its validation id; null when the gateway does not know it. */
  validate(valId: string): Promise<ValidatedPayment | null>;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's callback signature: the fields named in verify_key, plus store_passwd as the md5 of
 * the store password, sorted by name and joined as key=value&..., then md5'd.
 */
export function signFields(fields: Record<string, string>, keys: readonly string[], storePassword: string): string {
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys) signed[key] = fields[key] ?? '';
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
}

export function hasValidSignature(fields: Record<string, string>, storePassword: string): boolean {
  const { verify_sign: sign, verify_key: keyList } = fields;
  if (!sign || !keyList) return false;
  const keys = keyList.split(',').filter((key) => key && key !== 'store_passwd');
  const expected = Buffer.from(signFields(fields, keys, storePassword));
  const given = Buffer.from(sign.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

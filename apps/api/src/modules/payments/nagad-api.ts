/**
 * Nagad's merchant checkout (API v-0.2.0), the calls the shop makes:
 * - initialize: POST check-out/initialize/{merchantId}/{orderId} with the merchant's account
 *   number, the date and time in Dhaka (YYYYMMDDHHmmss), and sensitiveData {merchantId, datetime,
 *   orderId, challenge} encrypted with Nagad's public key and signed (SHA256withRSA) with the
 *   merchant's private key. Nagad answers its own sensitiveData {paymentReferenceId, challenge,
 *   acceptDateTime}, encrypted with the merchant's public key and signed with Nagad's private key;
 * - complete: POST check-out/complete/{paymentReferenceId} with sensitiveData {merchantId, orderId,
 *   currencyCode 050 (BDT), amount, challenge (Nagad's)}, signed, and the merchantCallbackURL;
 *   Nagad answers status Success and the callBackUrl of its page for the shopper;
 * - verify: GET verify/payment/{paymentReferenceId}, where the payment stands (status Success,
 *   amount, orderId, merchantId, issuerPaymentRefNo...).
 * Every call carries X-KM-Api-Version, X-KM-IP-V4 and X-KM-Client-Type (PC_WEB). Checkout does not
 * hand the shopper's address down to payments, so X-KM-IP-V4 is sent as the loopback address;
 * Nagad allows a merchant's calls by the address they come from (whitelisted on going live).
 * Nagad refuses with an HTTP error and {reason, message}.
 */
import {
  constants,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

import { poishaToTaka } from '@dokan/domain';

export interface NagadConfig {
  /** http://sandbox.mynagad.com:10080/remote-payment-gateway-1.0/api/dfs for a test merchant, https://api.mynagad.com/api/dfs live. */
  apiUrl: string;
  merchantId: string;
  /** The merchant's Nagad account number (accountNumber of initialize). */
  merchantNumber: string;
  /** Nagad's public key (PEM, or the bare base64 Nagad hands out). */
  publicKey: string;
  /** The merchant's private key (PEM, or bare base64 PKCS#8 or PKCS#1). */
  privateKey: string;
  /** How long a call may take; verify that runs out is asked again by the next callback or the sweep. */
  timeoutMs?: number;
}

/** A payment as Nagad's verify answers it. */
export interface NagadPaymentState {
  merchantId: string;
  orderId: string;
  paymentRefId: string;
  /** Taka with decimals, as Nagad writes it ("2560.00" or "2560"). */
  amount: string;
  /** Success, Aborted, Cancelled, Failed, Ready (the shopper has not paid yet)... */
  status: string;
  statusCode: string;
  /** Nagad's transaction id for the shopper (shown on their receipt). */
  issuerPaymentRefNo: string;
  /** The wallet that paid, when Nagad says. */
  clientMobileNo: string;
  /** Empty: Nagad's verify names no currency (the checkout asked for 050); checked when it does. */
  currencyCode: string;
}

export interface NagadApi {
  /** The merchant every answer must name. */
  readonly merchantId: string;
  /** Initialize and complete a checkout: Nagad's reference for the payment and its page for the shopper. */
  checkout(payment: {
    orderId: string;
    amountPoisha: number;
    callbackUrl: string;
  }): Promise<{ paymentReferenceId: string; url: string }>;
  verify(paymentReferenceId: string): Promise<NagadPaymentState>;
}

/** Nagad refused a call, or answered something the shop cannot trust. */
export class NagadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Nagad ${code}: ${message}`);
  }
}

/** ISO 4217 numeric code of the taka, as Nagad's complete takes it. */
export const NAGAD_CURRENCY_CODE = '050';
export const NAGAD_API_VERSION = 'v-0.2.0';

type Answer = Record<string, unknown>;
const text = (value: unknown) => (value == null ? '' : String(value));

/** A key given as PEM, or as the bare base64 (DER) Nagad's portal hands out. */
export function publicKeyFrom(key: string): KeyObject {
  const trimmed = key.trim();
  if (trimmed.includes('-----BEGIN')) return createPublicKey(trimmed.replace(/\\n/g, '\n'));
  return createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
}

export function privateKeyFrom(key: string): KeyObject {
  const trimmed = key.trim();
  if (trimmed.includes('-----BEGIN')) return createPrivateKey(trimmed.replace(/\\n/g, '\n'));
  const der = Buffer.from(trimmed, 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** RSA with PKCS#1 v1.5 padding, base64: how Nagad and its merchants encrypt sensitiveData. */
export function encryptFor(publicKey: KeyObject, plain: string): string {
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain, 'utf8')).toString(
    'base64',
  );
}

/**
 * Decrypts PKCS#1 v1.5 sensitiveData. Node refuses that padding in privateDecrypt since
 * CVE-2023-46809 (a timing oracle for servers that decrypt what anyone sends); Nagad's protocol
 * uses it, so the raw RSA block is decrypted and the padding (00 02 nonzero... 00) checked here.
 * The answer's signature is checked before anything in it is believed.
 */
export function decryptWith(privateKey: KeyObject, cipher: string): string {
  const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(cipher, 'base64'));
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) throw new NagadError('decrypt', 'sensitiveData is not ours');
  return block.subarray(separator + 1).toString('utf8');
}

export const signWith = (privateKey: KeyObject, plain: string) =>
  createSign('SHA256').update(plain, 'utf8').sign(privateKey, 'base64');

export function hasSignature(publicKey: KeyObject, plain: string, signature: string): boolean {
  try {
    return createVerify('SHA256').update(plain, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Nagad's datetime: YYYYMMDDHHmmss in Asia/Dhaka (UTC+6, no daylight saving). */
export function dhakaDateTime(at = new Date()): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** Nagad's amounts: taka with two decimals. */
export const nagadAmount = (amountPoisha: number) => poishaToTaka(amountPoisha).toFixed(2);

function paymentState(answer: Answer): NagadPaymentState {
  return {
    merchantId: text(answer.merchantId),
    orderId: text(answer.orderId),
    paymentRefId: text(answer.paymentRefId),
    amount: text(answer.amount),
    status: text(answer.status),
    statusCode: text(answer.statusCode),
    issuerPaymentRefNo: text(answer.issuerPaymentRefNo),
    clientMobileNo: text(answer.clientMobileNo),
    currencyCode: text(answer.currencyCode ?? answer.currency),
  };
}

export function createNagadApi(config: NagadConfig): NagadApi {
  const base = config.apiUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 30_000;
  const nagadKey = publicKeyFrom(config.publicKey);
  const merchantKey = privateKeyFrom(config.privateKey);

  async function send(method: 'GET' | 'POST', path: string, body?: Answer): Promise<Answer> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-km-api-version': NAGAD_API_VERSION,
        'x-km-ip-v4': '127.0.0.1',
        'x-km-client-type': 'PC_WEB',
      },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    if (!response.ok) {
      throw new NagadError(text(answer.reason) || String(response.status), text(answer.message) || response.statusText);
    }
    return answer;
  }

  /** sensitiveData and its signature, as both of the merchant's calls send them. */
  const sealed = (data: Answer) => {
    const plain = JSON.stringify(data);
    return { sensitiveData: encryptFor(nagadKey, plain), signature: signWith(merchantKey, plain) };
  };

  return {
    merchantId: config.merchantId,

    async checkout({ orderId, amountPoisha, callbackUrl }) {
      const { merchantId } = config;
      const datetime = dhakaDateTime();
      const challenge = randomBytes(20).toString('hex');
      const initialized = await send(
        'POST',
        `/check-out/initialize/${encodeURIComponent(merchantId)}/${encodeURIComponent(orderId)}`,
        {
          accountNumber: config.merchantNumber,
          dateTime: datetime,
          ...sealed({ merchantId, datetime, orderId, challenge }),
        },
      );
      const cipher = text(initialized.sensitiveData);
      const signature = text(initialized.signature);
      if (!cipher || !signature) throw new NagadError('initialize', 'Nagad answered no sensitiveData');
      const plain = decryptWith(merchantKey, cipher);
      if (!hasSignature(nagadKey, plain, signature)) {
        throw new NagadError('initialize', "the answer does not carry Nagad's signature");
      }
      const session = JSON.parse(plain) as Answer;
      const paymentReferenceId = text(session.paymentReferenceId);
      const nagadChallenge = text(session.challenge);
      if (!paymentReferenceId || !nagadChallenge) {
        throw new NagadError('initialize', 'Nagad answered no paymentReferenceId or challenge');
      }
      const completed = await send('POST', `/check-out/complete/${encodeURIComponent(paymentReferenceId)}`, {
        ...sealed({
          merchantId,
          orderId,
          currencyCode: NAGAD_CURRENCY_CODE,
          amount: nagadAmount(amountPoisha),
          challenge: nagadChallenge,
        }),
        merchantCallbackURL: callbackUrl,
        additionalMerchantInfo: { orderId },
      });
      const url = text(completed.callBackUrl);
      if (text(completed.status) !== 'Success' || !url) {
        throw new NagadError(text(completed.statusCode) || 'complete', text(completed.message) || 'no checkout page');
      }
      return { paymentReferenceId, url };
    },

    verify: async (paymentReferenceId) =>
      paymentState(await send('GET', `/verify/payment/${encodeURIComponent(paymentReferenceId)}`)),
  };
}

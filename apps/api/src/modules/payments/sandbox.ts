/**
 * The built-in sandbox gateway, used when no SSLCommerz store is configured (never in production).
 * Its payment page is served by the API and posts the same signed callbacks SSLCommerz would, to
 * the same routes, so the whole 'ssl' flow runs on a laptop without the internet.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { hasValidSignature, type PaymentGateway, signFields } from './gateway.ts';

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

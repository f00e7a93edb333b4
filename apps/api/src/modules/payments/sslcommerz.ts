/**
 * SSLCommerz (https://developer.sslcommerz.com): a session is opened with a form-encoded POST to
 * /gwprocess/v4/api.php, which answers the GatewayPageURL; a payment is believed only after the
 * validation API (/validator/api/validationserverAPI.php) confirms its val_id, amount and currency.
 */
import { poishaToTaka, takaToPoisha } from '@dokan/domain';

import { hasValidSignature, type PaymentGateway, type PaymentSessionRequest } from './gateway.ts';

export interface SslCommerzConfig {
  storeId: string;
  storePassword: string;
  /** https://sandbox.sslcommerz.com for tests, https://securepay.sslcommerz.com live. */
  apiUrl: string;
}

const TIMEOUT_MS = 15_000;

export function createSslCommerzGateway(config: SslCommerzConfig, publicUrl: string): PaymentGateway {
  const base = config.apiUrl.replace(/\/$/, '');
  const callback = (what: string) => `${publicUrl}/api/payments/${what}`;

  return {
    name: 'sslcommerz',

    async startSession(request: PaymentSessionRequest) {
      const form = new URLSearchParams({
        store_id: config.storeId,
        store_passwd: config.storePassword,
        total_amount: poishaToTaka(request.amountPoisha).toFixed(2),
        currency: 'BDT',
        tran_id: request.transactionId,
        success_url: callback('success'),
        fail_url: callback('fail'),
        cancel_url: callback('cancel'),
        ipn_url: callback('ipn'),
        cus_name: request.customer.name,
        cus_email: request.customer.email || 'no-email@dokan.local',
        cus_phone: request.customer.phone,
        cus_add1: request.customer.address,
        cus_city: request.customer.city,
        cus_state: request.customer.district,
        cus_country: 'Bangladesh',
        shipping_method: 'Courier',
        num_of_item: String(request.itemCount),
        ship_name: request.customer.name,
        ship_add1: request.customer.address,
        ship_city: request.customer.city,
        ship_postcode: '1000',
        ship_country: 'Bangladesh',
        product_name: request.productNames.slice(0, 255) || 'Order',
        product_category: 'General',
        product_profile: 'general',
      });
      const response = await fetch(`${base}/gwprocess/v4/api.php`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        status?: string;
        GatewayPageURL?: string;
        failedreason?: string;
      };
      if (!response.ok || answer.status !== 'SUCCESS' || !answer.GatewayPageURL) {
        throw new Error(`SSLCommerz session refused: ${answer.failedreason ?? response.status}`);
      }
      return { url: answer.GatewayPageURL };
    },

    verifySignature: (fields) => hasValidSignature(fields, config.storePassword),

    async validate(valId: string) {
      const query = new URLSearchParams({
        val_id: valId,
        store_id: config.storeId,
        store_passwd: config.storePassword,
        v: '1',
        format: 'json',
      });
      const response = await fetch(`${base}/validator/api/validationserverAPI.php?${query}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SSLCommerz validation answered ${response.status}`);
      const answer = (await response.json()) as Record<string, unknown>;
      if (!answer.tran_id) return null;
      // currency_type/currency_amount are what the shopper was charged in; amount is its BDT value.
      const amount = Number(answer.currency_amount ?? answer.amount);
      return {
        valid: answer.status === 'VALID' || answer.status === 'VALIDATED',
        transactionId: String(answer.tran_id),
        amountPoisha: Number.isFinite(amount) ? takaToPoisha(amount) : -1,
        currency: String(answer.currency_type ?? answer.currency ?? ''),
        reference: String(answer.val_id ?? valId),
      };
    },
  };
}

/**
 * Puts the payments together. The gateway is chosen first (SSLCommerz when a store is configured,
 * else the sandbox, never in production) and handed to orders, which open payment pages with it;
 * the module itself stands on orders: its callbacks mark them paid or cancel them.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

import type { OrdersService } from '../orders/orders.service.ts';
import { startAbandonedPaymentSweeper } from './abandoned-payments.ts';
import type { PaymentGateway } from './gateway.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox.ts';
import { createSslCommerzGateway, type SslCommerzConfig } from './sslcommerz.ts';

export interface PaymentsConfig {
  /** The shop's public address: gateway callbacks come to {publicUrl}/api/payments/..., the browser returns to its pages. */
  publicUrl: string;
  /** An SSLCommerz store; null uses the sandbox gateway when one is allowed. */
  sslcommerz: SslCommerzConfig | null;
  /** Signs the sandbox gateway's callbacks; null turns the sandbox off (a live shop without SSLCommerz takes no 'ssl' orders). */
  sandboxSecret: string | null;
}

export interface PaymentGateways {
  gateway: PaymentGateway | null;
  sandbox: SandboxGateway | null;
  /** Whether this request may pay online: the sandbox gateway serves only those the development helpers allow. */
  mayPayOnline(request: FastifyRequest): boolean;
}

export function choosePaymentGateway(config: PaymentsConfig): PaymentGateways {
  const chosen = (gateway: PaymentGateway | null, sandbox: SandboxGateway | null): PaymentGateways => ({
    gateway,
    sandbox,
    mayPayOnline: (request) => gateway !== null && (sandbox === null || request.mayUseDevTools),
  });
  if (config.sslcommerz) return chosen(createSslCommerzGateway(config.sslcommerz, config.publicUrl), null);
  if (config.sandboxSecret) {
    const sandbox = createSandboxGateway(config.sandboxSecret, config.publicUrl);
    return chosen(sandbox, sandbox);
  }
  return chosen(null, null);
}

export function createPaymentsModule(deps: { gateways: PaymentGateways; orders: OrdersService; publicUrl: string }) {
  const { gateways, orders, publicUrl } = deps;
  const { gateway, sandbox } = gateways;
  const service = gateway ? createPaymentsService(orders, gateway) : null;
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(paymentsRoutes, { payments: service, orders, publicUrl, sandbox });
    },
    /**
     * Cancels card orders whose payment never came back, every few minutes until stopped (a card
     * order holds its stock while the shopper is on the gateway's page); null without a gateway.
     */
    startSweeper: (log: FastifyBaseLogger) => (gateway ? startAbandonedPaymentSweeper(orders, log) : null),
  };
}

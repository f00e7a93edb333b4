/**
 * Puts the payments together. The gateways are chosen first (SSLCommerz for cards when a store is
 * configured, else the sandbox, never in production; bKash when a merchant is configured) and
 * handed to orders, which open payment pages with them; the module itself stands on orders: its
 * callbacks mark them paid or cancel them.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

import type { OnlinePaymentMethod, PaymentMethod } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import type { OnlinePayments, OrdersService } from '../orders/orders.service.ts';
import { cancelAbandonedPayments, startAbandonedPaymentSweeper } from './abandoned-payments.ts';
import { bkashRoutes } from './bkash.routes.ts';
import { createBkashPayments, openBkashPayment } from './bkash.ts';
import { type BkashApi, type BkashConfig, createBkashApi } from './bkash-api.ts';
import type { PaymentGateway } from './gateway.ts';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import { createSandboxBkashApi, createSandboxGateway, type SandboxGateway } from './sandbox.ts';
import { createSslCommerzGateway, type SslCommerzConfig } from './sslcommerz.ts';

export interface PaymentsConfig {
  /** The shop's public address: gateway callbacks come to {publicUrl}/api/payments/..., the browser returns to its pages. */
  publicUrl: string;
  /** An SSLCommerz store; null uses the sandbox gateway when one is allowed. */
  sslcommerz: SslCommerzConfig | null;
  /** Signs the sandbox gateway's callbacks; null turns the sandbox off (a live shop without SSLCommerz takes no 'ssl' orders). */
  sandboxSecret: string | null;
  /** A bKash Tokenized Checkout merchant; null takes no 'bkash' orders. */
  bkash: BkashConfig | null;
}

export interface PaymentGateways extends OnlinePayments {
  /** The card gateway (SSLCommerz or the sandbox). */
  card: PaymentGateway | null;
  sandbox: SandboxGateway | null;
  bkash: BkashApi | null;
  /** bKash is the sandbox's (no merchant configured, development helpers on). */
  bkashSandbox: boolean;
  repository: PaymentsRepository;
}

export function choosePaymentGateways(config: PaymentsConfig, db: Database): PaymentGateways {
  const repository = createPaymentsRepository(db);
  const sandbox =
    !config.sslcommerz && config.sandboxSecret ? createSandboxGateway(config.sandboxSecret, config.publicUrl) : null;
  const card = config.sslcommerz ? createSslCommerzGateway(config.sslcommerz, config.publicUrl) : sandbox;
  const bkashSandbox = !config.bkash && config.sandboxSecret !== null;
  const bkash = config.bkash
    ? createBkashApi(config.bkash, repository)
    : bkashSandbox
      ? createSandboxBkashApi(config.publicUrl, repository)
      : null;
  const offers = (method: OnlinePaymentMethod) => (method === 'ssl' ? card : bkash) !== null;
  const sandboxed = (method: OnlinePaymentMethod) => (method === 'ssl' ? sandbox !== null : bkashSandbox);
  return {
    card,
    sandbox,
    bkash,
    bkashSandbox,
    repository,
    gateway:
      card || bkash
        ? {
            offers,
            startSession: (request) =>
              request.method === 'bkash' && bkash
                ? openBkashPayment(bkash, repository, config.publicUrl, request)
                : card!.startSession(request),
          }
        : null,
    mayPayOnline: (request: FastifyRequest, method) => offers(method) && (!sandboxed(method) || request.mayUseDevTools),
  };
}

export function createPaymentsModule(deps: {
  gateways: PaymentGateways;
  orders: OrdersService;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { gateways, orders, publicUrl, log } = deps;
  const { card, sandbox, bkash, bkashSandbox, repository } = gateways;
  const service = card ? createPaymentsService(orders, card) : null;
  const bkashPayments = bkash ? createBkashPayments({ api: bkash, repository, orders, log }) : null;
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(paymentsRoutes, { payments: service, orders, publicUrl, sandbox });
      if (bkashPayments) {
        await api.register(bkashRoutes, { bkash: bkashPayments, publicUrl, sandbox: bkashSandbox ? repository : null });
      }
    },
    /**
     * Cancels online orders whose payment never came back, every few minutes until stopped (such an
     * order holds its stock while the shopper is on the gateway's page); bKash is asked first about
     * its own. Null without a gateway.
     */
    /** Money back through the gateway that took it, for the refunds module: bKash refunds; others are sent by hand. */
    gatewayRefunds: {
      refund: async (
        order: { transactionId: string; paymentMethod: PaymentMethod },
        amountPoisha: number,
        reason: string,
      ) =>
        order.paymentMethod === 'bkash' && bkashPayments
          ? bkashPayments.refund(order.transactionId, amountPoisha, reason)
          : null,
    },
    /** One sweep at once, for tests: cancels online orders unpaid for `windowMinutes`, asking bKash first. */
    sweepAbandoned: (windowMinutes?: number) =>
      cancelAbandonedPayments(orders, windowMinutes, bkashPayments?.reconcile),
    startSweeper: () => (gateways.gateway ? startAbandonedPaymentSweeper(orders, log, bkashPayments?.reconcile) : null),
  };
}

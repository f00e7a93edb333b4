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
import { createBkashPayments } from './bkash.ts';
import { type BkashAgreements, createBkashAgreements } from './bkash-agreements.ts';
import { type BkashApi, type BkashConfig, createBkashApi } from './bkash-api.ts';
import { bkashWalletsRoutes } from './bkash-wallets.routes.ts';
import type { PaymentGateway } from './gateway.ts';
import { nagadRoutes } from './nagad.routes.ts';
import { createNagadPayments, openNagadPayment, type OwedRefunds } from './nagad.ts';
import { createNagadApi, type NagadApi, type NagadConfig } from './nagad-api.ts';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import {
  createSandboxBkashApi,
  createSandboxGateway,
  createSandboxNagadApi,
  type SandboxGateway,
  type SandboxNagadApi,
} from './sandbox.ts';
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
  /** A Nagad merchant; null takes no 'nagad' orders (or the sandbox's, on a laptop). */
  nagad?: NagadConfig | null;
}

export interface PaymentGateways extends OnlinePayments {
  /** The card gateway (SSLCommerz or the sandbox). */
  card: PaymentGateway | null;
  sandbox: SandboxGateway | null;
  bkash: BkashApi | null;
  /** Saved bKash wallets: opens bKash payments, saving or using a wallet when asked. */
  bkashAgreements: BkashAgreements | null;
  /** bKash is the sandbox's (no merchant configured, development helpers on). */
  bkashSandbox: boolean;
  nagad: NagadApi | null;
  /** Nagad is the sandbox's (no merchant configured, development helpers on). */
  nagadSandbox: SandboxNagadApi | null;
  repository: PaymentsRepository;
}

export function choosePaymentGateways(config: PaymentsConfig, db: Database, log: FastifyBaseLogger): PaymentGateways {
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
  const bkashAgreements = bkash
    ? createBkashAgreements({ api: bkash, repository, publicUrl: config.publicUrl, log })
    : null;
  const nagadSandbox =
    !config.nagad && config.sandboxSecret !== null ? createSandboxNagadApi(config.publicUrl, repository) : null;
  const nagad = config.nagad ? createNagadApi(config.nagad) : nagadSandbox;
  const driver = { ssl: card, bkash, nagad };
  const offers = (method: OnlinePaymentMethod) => driver[method] !== null;
  const sandboxed = (method: OnlinePaymentMethod) =>
    method === 'ssl' ? sandbox !== null : method === 'bkash' ? bkashSandbox : nagadSandbox !== null;
  return {
    card,
    sandbox,
    bkash,
    bkashAgreements,
    bkashSandbox,
    nagad,
    nagadSandbox,
    repository,
    gateway:
      card || bkash || nagad
        ? {
            offers,
            startSession: (request) =>
              request.method === 'bkash' && bkashAgreements
                ? bkashAgreements.open(request)
                : request.method === 'nagad' && nagad
                  ? openNagadPayment(nagad, repository, config.publicUrl, request)
                  : card!.startSession(request),
          }
        : null,
    mayPayOnline: (request: FastifyRequest, method) => offers(method) && (!sandboxed(method) || request.mayUseDevTools),
    checkBkashWallet: async (customerId, choice) => {
      // Only a bKash order names a wallet, and one without bKash is refused before this.
      await bkashAgreements?.checkWallet(customerId, choice);
    },
  };
}

export function createPaymentsModule(deps: {
  gateways: PaymentGateways;
  orders: OrdersService;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Where a Nagad payment that arrived for a cancelled order is recorded as owed (the refunds module). */
  owedRefunds: OwedRefunds;
}) {
  const { gateways, orders, publicUrl, log } = deps;
  const { card, sandbox, bkash, bkashAgreements, bkashSandbox, repository } = gateways;
  const service = card ? createPaymentsService(orders, card) : null;
  const bkashPayments = bkash ? createBkashPayments({ api: bkash, repository, orders, log }) : null;
  const { nagad, nagadSandbox } = gateways;
  const nagadPayments = nagad
    ? createNagadPayments({ api: nagad, repository, orders, owedRefunds: deps.owedRefunds, log })
    : null;
  /** The gateways asked before the sweep cancels an abandoned online order. */
  const reconcile = async (transactionId: string) =>
    (bkashPayments ? await bkashPayments.reconcile(transactionId) : false) ||
    (nagadPayments ? await nagadPayments.reconcile(transactionId) : false);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(paymentsRoutes, { payments: service, orders, publicUrl, sandbox });
      if (bkashPayments && bkashAgreements) {
        await api.register(bkashRoutes, {
          bkash: bkashPayments,
          agreements: bkashAgreements,
          orders,
          publicUrl,
          sandbox: bkashSandbox ? repository : null,
        });
        await api.register(bkashWalletsRoutes, { agreements: bkashAgreements });
      }
      if (nagadPayments) {
        await api.register(nagadRoutes, {
          nagad: nagadPayments,
          publicUrl,
          sandbox: nagadSandbox ? { api: nagadSandbox, repository } : null,
        });
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
    sweepAbandoned: (windowMinutes?: number) => cancelAbandonedPayments(orders, windowMinutes, reconcile),
    startSweeper: () => (gateways.gateway ? startAbandonedPaymentSweeper(orders, log, reconcile) : null),
  };
}

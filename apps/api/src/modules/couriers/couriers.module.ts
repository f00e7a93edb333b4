/**
 * Puts the couriers together: a driver for each courier configured (by environment variables,
 * README), or the sandbox courier when none is and the development helpers are on (decision 060),
 * the service that books parcels and hears from couriers, its routes, and the poll for parcels
 * whose courier is asked rather than heard from. Stands on orders.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, type Registry } from 'prom-client';

import type { Courier } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import type { DevToolsMode } from '../../lib/dev-access.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CourierDriver } from './courier-driver.ts';
import { createCouriersRepository } from './couriers.repository.ts';
import { couriersRoutes } from './couriers.routes.ts';
import { createCouriersService } from './couriers.service.ts';
import { deliveryReportRoutes } from './delivery-report.routes.ts';
import { createDeliveryReport } from './delivery-report.service.ts';
import { pathaoRoutes } from './pathao.routes.ts';
import { createPathaoDriver, type PathaoConfig, type PathaoDriver } from './pathao.ts';
import { createRedxDriver, type RedxConfig } from './redx.ts';
import { sandboxCourierRoutes } from './sandbox-courier.routes.ts';
import { createSandboxCourier } from './sandbox-courier.ts';
import { createSteadfastDriver, type SteadfastConfig } from './steadfast.ts';

export interface CouriersConfig {
  steadfast: SteadfastConfig | null;
  pathao?: PathaoConfig | null;
  redx?: RedxConfig | null;
  /** Minutes between polls of parcels on their way; 0 polls never (webhooks only). */
  pollMinutes: number;
}

export const NO_COURIERS: CouriersConfig = { steadfast: null, pollMinutes: 0 };

function driversOf(config: CouriersConfig, pathao: PathaoDriver | null): Map<Courier, CourierDriver> {
  const drivers = new Map<Courier, CourierDriver>();
  if (config.steadfast) drivers.set('steadfast', createSteadfastDriver(config.steadfast));
  if (pathao) drivers.set('pathao', pathao);
  if (config.redx) drivers.set('redx', createRedxDriver(config.redx));
  return drivers;
}

export function createCouriersModule(deps: {
  db: Database;
  orders: OrdersService;
  /** The shop's name, printed on parcel labels. */
  settings: Pick<SettingsService, 'publicSettings'>;
  limiter: RateLimiter;
  config: CouriersConfig;
  /** The sandbox courier is a development helper: never when they are off (always so in production). */
  devTools: DevToolsMode;
  log: FastifyBaseLogger;
  /** Where bookings and webhooks are counted for /metrics. */
  metrics?: Registry;
}) {
  const { db, orders, settings, limiter, config, log } = deps;
  const repository = createCouriersRepository(db);
  const pathao = config.pathao ? createPathaoDriver(config.pathao, repository) : null;
  const drivers = driversOf(config, pathao);
  const sandbox = drivers.size === 0 && deps.devTools !== 'off' ? createSandboxCourier(repository) : null;
  if (sandbox) drivers.set('sandbox', sandbox);
  const service = countedCouriers(
    deps.metrics,
    createCouriersService({
      db,
      repository,
      orders,
      drivers,
      settings,
      log: log.child({ component: 'couriers' }),
    }),
  );
  const webhooks = deps.metrics && webhookCounts(deps.metrics);
  return {
    routes: async (api: FastifyInstance) => {
      if (webhooks) api.addHook('onResponse', webhooks);
      await api.register(couriersRoutes, { couriers: service, limiter });
      await api.register(pathaoRoutes, { couriers: service, pathao });
      await api.register(sandboxCourierRoutes, { couriers: service, sandbox });
      await api.register(deliveryReportRoutes, { deliveryReport: createDeliveryReport(db) });
    },
    service,
    /** Polls the couriers every `pollMinutes` until stopped; null when polling is off. */
    startPoll(pollLog: FastifyBaseLogger) {
      if (!config.pollMinutes) return null;
      const timer = setInterval(() => {
        service.pollOnce().catch((error: unknown) => pollLog.error({ err: error }, 'courier poll failed'));
      }, config.pollMinutes * 60_000);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}

type CouriersService = ReturnType<typeof createCouriersService>;

/** Parcels booked and refused, by courier, for /metrics: the service as it is, its bookings counted. */
function countedCouriers(registry: Registry | undefined, service: CouriersService): CouriersService {
  if (!registry) return service;
  const bookings = new Counter({
    name: 'dokan_courier_bookings_total',
    help: 'Parcels booked with a courier, and bookings that failed, by courier',
    labelNames: ['courier', 'outcome'] as const,
    registers: [registry],
  });
  return {
    ...service,
    async book(admin, orderId, input, mayUseSandbox) {
      try {
        const consignment = await service.book(admin, orderId, input, mayUseSandbox);
        bookings.inc({ courier: input.courier, outcome: 'booked' });
        return consignment;
      } catch (error) {
        bookings.inc({ courier: input.courier, outcome: 'failed' });
        throw error;
      }
    },
    async bookMany(admin, courier, orderIds, mayUseSandbox) {
      const results = await service.bookMany(admin, courier, orderIds, mayUseSandbox);
      for (const result of results) bookings.inc({ courier, outcome: result.consignment ? 'booked' : 'failed' });
      return results;
    },
  };
}

const WEBHOOK_ROUTE = /^\/api\/couriers\/(\w+)\/webhook$/;

/** Couriers' webhooks by courier and whether they were accepted (2xx) or refused. */
function webhookCounts(registry: Registry) {
  const webhooks = new Counter({
    name: 'dokan_courier_webhooks_total',
    help: "Couriers' webhooks, accepted or refused, by courier",
    labelNames: ['courier', 'outcome'] as const,
    registers: [registry],
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const courier = WEBHOOK_ROUTE.exec(request.routeOptions.url ?? '')?.[1];
    if (courier) webhooks.inc({ courier, outcome: reply.statusCode < 300 ? 'accepted' : 'refused' });
  };
}

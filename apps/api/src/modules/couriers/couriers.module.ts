/**
 * Puts the couriers together: a driver for each courier configured (by environment variables,
 * README), the service that books parcels and hears from couriers, its routes, and the poll for
 * parcels whose courier is asked rather than heard from. Stands on orders.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { Courier } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
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
  log: FastifyBaseLogger;
}) {
  const { db, orders, settings, limiter, config, log } = deps;
  const repository = createCouriersRepository(db);
  const pathao = config.pathao ? createPathaoDriver(config.pathao, repository) : null;
  const service = createCouriersService({
    db,
    repository,
    orders,
    drivers: driversOf(config, pathao),
    settings,
    log: log.child({ component: 'couriers' }),
  });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(couriersRoutes, { couriers: service, limiter });
      await api.register(pathaoRoutes, { couriers: service, pathao });
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

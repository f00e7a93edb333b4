/** Puts the admin area's own reads together: the dashboard (over orders and the catalogue) and the audit log. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAuditLogRepository } from './audit-log.repository.ts';
import { createDashboardService } from './dashboard.service.ts';

export function createAdminModule(deps: { db: Database; orders: OrdersService; catalogue: CatalogueService }) {
  const dashboard = createDashboardService({ orders: deps.orders, catalogue: deps.catalogue });
  const auditLog = createAuditLogRepository(deps.db);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(adminRoutes, { dashboard, auditLog });
    },
  };
}

/** Puts the admin area's own reads together: the dashboard (over orders and the catalogue) and the audit log (with its actors' names). */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { UserDirectory } from '../accounts/accounts.module.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAuditLogRepository } from './audit-log.repository.ts';
import { createAuditLogService } from './audit-log.service.ts';
import { createDashboardService } from './dashboard.service.ts';

export function createAdminModule(deps: {
  db: Database;
  accounts: UserDirectory;
  orders: OrdersService;
  catalogue: CatalogueService;
}) {
  const dashboard = createDashboardService({ orders: deps.orders, catalogue: deps.catalogue });
  const auditLog = createAuditLogService({ auditLog: createAuditLogRepository(deps.db), accounts: deps.accounts });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(adminRoutes, { dashboard, auditLog });
    },
  };
}

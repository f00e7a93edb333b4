/** Puts the invoices together: the service that renders an order's PDF, and its route. */
import type { FastifyInstance } from 'fastify';

import { invoicesRoutes } from './invoices.routes.ts';
import { createInvoicesService, type InvoicesServiceDeps } from './invoices.service.ts';

export function createInvoicesModule(deps: InvoicesServiceDeps) {
  const invoices = createInvoicesService(deps);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(invoicesRoutes, { invoices });
    },
  };
}

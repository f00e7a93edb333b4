/** The admin area's own reads: the dashboard (admins, and sellers over their items) and the audit log (admins). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AdminDashboardSchema, AuditListQuerySchema, AuditListSchema, envelope } from '@dokan/domain';

import { pageWindow } from '../../lib/pagination.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { AuditLogService } from './audit-log.service.ts';
import type { DashboardService } from './dashboard.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService; auditLog: AuditLogService }> = async (
  app,
  { dashboard, auditLog },
) => {
  const tags = ['admin'];

  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireRole('admin', 'owner'),
      schema: { tags, response: { 200: envelope(AdminDashboardSchema), ...errorAnswers(401, 403) } },
    },
    async (request) => ok(await dashboard.figures(signedIn(request)), 'Dashboard retrieved successfully'),
  );

  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        querystring: AuditListQuerySchema,
        response: { 200: envelope(AuditListSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, entity } = request.query;
      return ok(
        await auditLog.list(entity || undefined, pageWindow({ page, limit })),
        'Audit log retrieved successfully',
      );
    },
  );
};

/**
 * The admin's backup status, and the door `npm run backup` knocks on when the shop runs on PGlite:
 * only the running process can copy the folder it holds open (docs/decisions/065). That door needs
 * the token the process wrote into its lock file under DATA_DIR, and refuses anything that came
 * through a proxy; to everyone else it does not exist.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { BackupRecordSchema, BackupStatusSchema, envelope } from '@dokan/domain';

import { bearerMatches } from '../../lib/bearer.ts';
import { hasForwardingHeaders } from '../../lib/dev-access.ts';
import { routeNotFound } from '../../lib/error-handler.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { type BackupsService, recordView } from './backups.service.ts';

export const backupsRoutes: FastifyPluginAsyncZod<{ backups: BackupsService; controlToken: string | null }> = async (
  app,
  { backups, controlToken },
) => {
  const tags = ['backups'];

  app.get(
    '/admin/backups',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, response: { 200: envelope(BackupStatusSchema), ...errorAnswers(401, 403) } },
    },
    async () => ok(await backups.status(), 'Backup status retrieved successfully'),
  );

  const commandOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasForwardingHeaders(request) || !bearerMatches(request, controlToken)) return routeNotFound(request, reply);
  };

  app.post(
    '/backups',
    {
      onRequest: commandOnly,
      schema: {
        tags,
        hide: true,
        response: { 200: envelope(BackupRecordSchema), ...errorAnswers(404, 409, 503) },
      },
    },
    async () => {
      let row;
      try {
        row = await backups.take('command');
      } catch (error) {
        throw new HttpError(503, `The backup failed: ${(error as Error).message}`);
      }
      if (!row) throw conflict('Another backup is being taken; try again when it is done');
      return ok(recordView(row), 'Backup taken');
    },
  );
};

/**
 * Who is asking: the bearer access token is checked, then the user is read afresh, so that a
 * deleted account, a role change or a password change takes effect on the very next request.
 * Routes use `app.requireUser` or `app.requireRole(...)` as their onRequest hook and read
 * `request.currentUser`: the caller is settled before the body is read or the input validated, so a
 * missing or forged token is a 401 (a wrong role a 403) whatever was sent, and junk is never parsed
 * for a stranger.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Role } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { AccessTokens } from './access-tokens.ts';
import { preparedUserById, type UserRow } from './users.repository.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    requireUser: Guard;
    requireRole: (...roles: Role[]) => Guard;
  }
}

export function registerAuthentication(app: FastifyInstance, db: Database, accessTokens: AccessTokens): void {
  app.decorateRequest('currentUser', null);
  const findUserById = preparedUserById(db);

  const requireUser: Guard = async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw unauthorized('Please sign in to continue.');
    const claims = await accessTokens.verify(token);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    const user = await findUserById(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    request.currentUser = user;
  };

  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', (...roles: Role[]): Guard => async (request, reply) => {
    await requireUser(request, reply);
    if (!roles.includes((request.currentUser as UserRow).role)) {
      throw forbidden('You do not have permission to do this.');
    }
  });
}

/** The signed-in user of a route behind requireUser. */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized('Please sign in to continue.');
  return request.currentUser;
}

/** A customer may act on their own account only; an admin on any when `adminMay` allows it. */
export function assertSelf(request: FastifyRequest, userId: string, adminMay = false): UserRow {
  const user = signedIn(request);
  if (user.id === userId || (adminMay && user.role === 'admin')) return user;
  throw forbidden('You may only access your own account.');
}

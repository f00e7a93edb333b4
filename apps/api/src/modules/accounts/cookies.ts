/**
 * The two cookies of the account flows, both httpOnly so page scripts never see them:
 * the refresh token (scoped to /api/user, where refresh and logout live) and the reset grant
 * (scoped to the one route that uses it, for ten minutes).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { RESET_GRANT_MINUTES } from './one-time-codes.ts';

const REFRESH_COOKIE = 'dokan_refresh';
const RESET_COOKIE = 'dokan_reset';
const REFRESH_PATH = '/api/user';
const RESET_PATH = '/api/user/reset-password';

export function createSessionCookies(secure: boolean, refreshMaxAgeSeconds: number) {
  const base = { httpOnly: true, secure, sameSite: 'lax' as const };
  return {
    refreshToken: (request: FastifyRequest): string | undefined => request.cookies[REFRESH_COOKIE],
    setRefreshToken(reply: FastifyReply, token: string) {
      reply.setCookie(REFRESH_COOKIE, token, { ...base, path: REFRESH_PATH, maxAge: refreshMaxAgeSeconds });
    },
    clearRefreshToken(reply: FastifyReply) {
      reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_PATH });
    },
    resetGrant: (request: FastifyRequest): string | undefined => request.cookies[RESET_COOKIE],
    setResetGrant(reply: FastifyReply, grant: string) {
      reply.setCookie(RESET_COOKIE, grant, {
        ...base,
        sameSite: 'strict',
        path: RESET_PATH,
        maxAge: RESET_GRANT_MINUTES * 60,
      });
    },
    clearResetGrant(reply: FastifyReply) {
      reply.clearCookie(RESET_COOKIE, { ...base, sameSite: 'strict', path: RESET_PATH });
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;

/**
 * The cookies of the account flows, all httpOnly so page scripts never see them: the refresh token
 * (scoped to /api/user, where refresh and logout live), the reset grant (scoped to the one route
 * that uses it, for ten minutes) and the known-device token (scoped to sign-in, known-devices.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { RESET_GRANT_MINUTES } from './one-time-codes.ts';

const REFRESH_COOKIE = 'dokan_refresh';
const RESET_COOKIE = 'dokan_reset';
const REFRESH_PATH = '/api/user';
const RESET_PATH = '/api/user/reset-password';
const DEVICE_COOKIE = 'dokan_device';
const SIGN_IN_PATH = '/api/user/signin';
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

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
    knownDevice: (request: FastifyRequest): string | undefined => request.cookies[DEVICE_COOKIE],
    setKnownDevice(reply: FastifyReply, token: string) {
      reply.setCookie(DEVICE_COOKIE, token, {
        ...base,
        sameSite: 'strict',
        path: SIGN_IN_PATH,
        maxAge: DEVICE_MAX_AGE_SECONDS,
      });
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;

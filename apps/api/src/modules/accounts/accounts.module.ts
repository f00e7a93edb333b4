/** Puts the account pieces together: keys, tokens, codes, sessions, services and their routes. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Storage } from '../../lib/storage.ts';
import { createAccessTokens } from './access-tokens.ts';
import { createAccountsService } from './accounts.service.ts';
import { registerAuthentication } from './authenticate.ts';
import { createSessionCookies } from './cookies.ts';
import { defaultAvatarRoutes } from './default-avatar.routes.ts';
import { createGoogleVerifier } from './google.ts';
import { createKnownDevices } from './known-devices.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';
import { deriveKeys } from './secrets.ts';
import { sessionRoutes } from './session.routes.ts';
import { createSessions } from './sessions.ts';

export interface AccountsConfig {
  /** The master secret every key is derived from. */
  secret: string;
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  otpLength: number;
  googleClientId: string | null;
  googleJwksUrl: string;
  /** Secure cookies; off only for a plain-http address other than localhost. */
  cookieSecure: boolean;
}

/**
 * Decorates the root app with requireUser/requireRole (so every module can guard its routes) and
 * answers the plugin that serves the account routes under /api.
 */
export function setUpAccounts(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage; limiter: RateLimiter; config: AccountsConfig },
) {
  const { db, storage, limiter, config } = deps;
  const keys = deriveKeys(config.secret);
  const accessTokens = createAccessTokens(keys.accessToken, config.accessTokenTtlSeconds);
  registerAuthentication(app, db, accessTokens);

  const codes = createOneTimeCodes(keys.codeHash, config.otpLength);
  const sessions = createSessions({
    db,
    accessTokens,
    hashKey: keys.codeHash,
    refreshTtlDays: config.refreshTokenTtlDays,
  });
  const cookies = createSessionCookies(config.cookieSecure, sessions.refreshTtlSeconds);
  const accounts = createAccountsService({
    db,
    codes,
    sessions,
    verifyGoogleCredential: createGoogleVerifier(config.googleClientId, config.googleJwksUrl),
    publicUrl: config.publicUrl,
  });
  const profile = createProfileService({ db, codes, sessions, storage, publicUrl: config.publicUrl });
  const knownDevices = createKnownDevices(keys.deviceCookie);

  return async function accountRoutes(api: FastifyInstance) {
    await api.register(sessionRoutes, {
      accounts,
      sessions,
      cookies,
      limiter,
      knownDevices,
      otpLength: config.otpLength,
    });
    await api.register(profileRoutes, { profile, sessions, cookies });
    await api.register(defaultAvatarRoutes);
  };
}

/** Secure cookies need https, except on localhost, which browsers treat as secure. */
export function cookiesMayBeSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

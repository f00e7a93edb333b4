/**
 * Puts the account pieces together: keys, tokens, codes, sessions, services and their routes. The
 * module answers the guards every other module's routes use (`registerAuthentication` decorates
 * the app with requireUser and requireRole), the account routes, and the user directory other
 * modules may use.
 */
import type { FastifyInstance } from 'fastify';

import type { Database, Transaction } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Storage } from '../../lib/storage.ts';
import { codeSender } from '../notifications/notifications.service.ts';
import { createAccessTokens } from './access-tokens.ts';
import { createAccountsService } from './accounts.service.ts';
import { registerAuthentication } from './authenticate.ts';
import { createSessionCookies } from './cookies.ts';
import { defaultAvatarRoutes } from './default-avatar.routes.ts';
import { createGoogleVerifier } from './google.ts';
import { createKnownDevices } from './known-devices.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { phoneConfirmationRoutes } from './phone-confirmation.routes.ts';
import { createPhoneConfirmations } from './phone-confirmations.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';
import { deriveKeys } from './secrets.ts';
import { sessionRoutes } from './session.routes.ts';
import { createSessions } from './sessions.ts';
import { createUserDirectory } from './user-directory.service.ts';

// What other modules use besides the directory: who is asking, and a user as the API shows one.
export { assertSelf, signedIn } from './authenticate.ts';
export type { UserDirectory } from './user-directory.service.ts';
export { joinUser, toUser, type UserRow } from './users.repository.ts';
// What the server does at start (server.ts).
export { ensureAdmin } from './admin-bootstrap.ts';
export { type DemoLogin, disableDemoLogins, ensureDemoLogins } from './demo-accounts.ts';
export { loadOrCreateSecret } from './secrets.ts';

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

export function createAccountsModule(deps: {
  db: Database;
  storage: Storage;
  limiter: RateLimiter;
  config: AccountsConfig;
  /** The owner's daily SMS cap per phone (decision 071): codes past it are refused. */
  smsPerPhoneDay: (tx: Transaction) => Promise<number>;
}) {
  const { db, storage, limiter, config } = deps;
  const sendCodeMessage = codeSender(deps.smsPerPhoneDay);
  const keys = deriveKeys(config.secret);
  const accessTokens = createAccessTokens(keys.accessToken, config.accessTokenTtlSeconds);
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
    sendCodeMessage,
    sessions,
    verifyGoogleCredential: createGoogleVerifier(config.googleClientId, config.googleJwksUrl),
    publicUrl: config.publicUrl,
  });
  const profile = createProfileService({ db, codes, sendCodeMessage, sessions, storage, publicUrl: config.publicUrl });
  const knownDevices = createKnownDevices(keys.deviceCookie);
  const confirmations = createPhoneConfirmations({ db, codes, sendCodeMessage });

  return {
    /** Decorates the app with requireUser and requireRole, so that every module can guard its routes. */
    registerAuthentication: (app: FastifyInstance) => registerAuthentication(app, db, accessTokens),
    routes: async (api: FastifyInstance) => {
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
      await api.register(phoneConfirmationRoutes, { confirmations });
    },
    service: createUserDirectory({ db, sessions }),
  };
}

/** Secure cookies need https, except on localhost, which browsers treat as secure. */
export function cookiesMayBeSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

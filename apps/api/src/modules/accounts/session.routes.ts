/** Session and account routes of spec section 7: register, verify, sign in, Google, reset, refresh, logout. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelope,
  ForgotPasswordSchema,
  LoginSchema,
  otpCodeSchema,
  PasswordSchema,
  RegisterRequestSchema,
  SessionSchema,
} from '@dokan/domain';

import { badRequest, HttpError, unauthorized } from '../../lib/errors.ts';
import { addressKey, type RateLimiter } from '../../lib/rate-limit.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { AccountsService } from './accounts.service.ts';
import type { SessionCookies } from './cookies.ts';
import type { KnownDevices } from './known-devices.ts';
import { accountSubject, guessCounts, pairSubject, RATE_LIMITS } from './rate-limits.ts';
import type { ClientInfo, IssuedSession, Sessions } from './sessions.ts';
import { toUser } from './users.repository.ts';

export interface SessionRouteOptions {
  accounts: AccountsService;
  sessions: Sessions;
  cookies: SessionCookies;
  limiter: RateLimiter;
  knownDevices: KnownDevices;
  otpLength: number;
}

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  mayUseDemoLogins: request.mayUseDevTools,
});
const NoData = envelope(z.null());
const IdentifierSchema = z.string().trim().min(1, 'Email or phone is required').max(254, 'Email or phone is too long');

export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (app, options) => {
  const { accounts, sessions, cookies, limiter, knownDevices } = options;
  const tags = ['session'];
  const code = otpCodeSchema(options.otpLength);

  /**
   * A known device counts on its own until it fails too often; any other browser counts as a
   * stranger. `known` tells which: a stranger's right password earns the browser a new device id.
   */
  async function signInAttempt(request: FastifyRequest, account: string) {
    const device = knownDevices.recognise(cookies.knownDevice(request), account);
    const asDevice = device && (await limiter.attemptIfAllowed([[RATE_LIMITS.signIn.byKnownDevice, device]]));
    if (asDevice) return { attempt: asDevice, known: true };
    return { attempt: await limiter.attempt(guessCounts(RATE_LIMITS.signIn, request.ip, account)), known: false };
  }

  const started = (reply: Parameters<SessionCookies['setRefreshToken']>[0], session: IssuedSession) => {
    cookies.setRefreshToken(reply, session.refreshToken);
    return { user: toUser(session.user), accessToken: session.accessToken };
  };

  app.post(
    '/user/register',
    { schema: { tags, body: RegisterRequestSchema, response: { 201: NoData, ...errorAnswers(400, 409, 429) } } },
    async (request, reply) => {
      const input = request.body;
      await limiter.check(RATE_LIMITS.register.byAddress, addressKey(request.ip));
      await limiter.check(
        RATE_LIMITS.register.byAccount,
        accountSubject(input.method === 'email' ? input.email : input.phone),
      );
      await accounts.register(input, requestLanguage(request));
      const message =
        input.method === 'email'
          ? 'Registration successful. Check your email to activate your account.'
          : 'Registration successful. Enter the code we sent to your phone.';
      return reply.status(201).send(ok(null, message));
    },
  );

  app.post(
    '/user/verify-account',
    {
      schema: {
        tags,
        body: z.object({ token: z.string().trim().min(1, 'Verification token is required').max(200) }),
        response: {
          200: envelope(SessionSchema).extend({ statusCode: z.number() }),
          ...errorAnswers(400, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await limiter.check(RATE_LIMITS.link.byAddress, addressKey(request.ip));
      const session = await accounts.verifyEmail(request.body.token, client(request));
      return { statusCode: 200, ...ok(started(reply, session), 'Account verified successfully') };
    },
  );

  app.post(
    '/user/verify-otp',
    {
      schema: {
        tags,
        description: '{phone, code} confirms a phone sign-up; {identifier, code} checks a password reset code.',
        body: z.object({ phone: z.string().trim().max(20).optional(), identifier: IdentifierSchema.optional(), code }),
        response: { 200: NoData, ...errorAnswers(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { phone, identifier } = request.body;
      const subject = phone ?? identifier;
      if (!subject) throw badRequest('Invalid OTP or session expired');
      const attempt = await limiter.attempt(guessCounts(RATE_LIMITS.code, request.ip, accountSubject(subject)));
      if (phone) {
        await accounts.verifyPhone(phone, request.body.code);
        await attempt.right();
        return ok(null, 'Account verified successfully');
      }
      const grant = await accounts.verifyResetCode(subject, request.body.code);
      await attempt.right();
      cookies.setResetGrant(reply, grant);
      return ok(null, 'OTP verified. You can now set a new password.');
    },
  );

  app.post(
    '/user/forgot-password',
    { schema: { tags, body: ForgotPasswordSchema, response: { 200: NoData, ...errorAnswers(400, 429) } } },
    async (request) => {
      await limiter.check(RATE_LIMITS.forgot.byAddress, addressKey(request.ip));
      await limiter.check(
        RATE_LIMITS.forgot.byAddressAndAccount,
        pairSubject(request.ip, accountSubject(request.body.identifier)),
      );
      const outcome = await accounts.forgotPassword(request.body.identifier);
      request.log.info({ outcome }, 'password reset asked for');
      return ok(null, 'If an account exists for this email or phone, a reset code is on its way.');
    },
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags,
        body: z.object({ identifier: IdentifierSchema, password: PasswordSchema }),
        response: { 200: NoData, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      await limiter.check(RATE_LIMITS.reset.byAddress, addressKey(request.ip));
      await accounts.resetPassword(request.body.identifier, request.body.password, cookies.resetGrant(request));
      cookies.clearResetGrant(reply);
      return ok(null, 'Password reset successful');
    },
  );

  app.post(
    '/user/signin',
    {
      schema: {
        tags,
        body: LoginSchema,
        response: { 200: envelope(SessionSchema), ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const account = accountSubject(identifier);
      const { attempt, known } = await signInAttempt(request, account);
      let session;
      try {
        session = await accounts.signIn(identifier, password, client(request));
      } catch (error) {
        // 403: the password was right, the account is not verified yet.
        if (error instanceof HttpError && error.statusCode === 403) await attempt.right();
        throw error;
      }
      await attempt.right();
      if (!known) cookies.setKnownDevice(reply, knownDevices.issue(account));
      return ok(started(reply, session), 'Login successful');
    },
  );

  app.post(
    '/user/google-login',
    {
      schema: {
        tags,
        body: z.object({ authCode: z.string().min(1, 'No credential received from Google').max(8192) }),
        response: { 200: envelope(SessionSchema), ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await limiter.check(RATE_LIMITS.google.byAddress, addressKey(request.ip));
      const session = await accounts.signInWithGoogle(request.body.authCode, client(request), requestLanguage(request));
      return ok(started(reply, session), 'Google authentication successful');
    },
  );

  app.post(
    '/user/refresh-token',
    { schema: { tags, response: { 200: envelope(z.string()), ...errorAnswers(400, 401, 403) } } },
    async (request, reply) => {
      const presented = cookies.refreshToken(request);
      if (!presented) throw unauthorized('Your session has ended. Please sign in again.');
      try {
        const session = await sessions.rotate(presented, client(request));
        cookies.setRefreshToken(reply, session.refreshToken);
        return ok(session.accessToken, 'Token refreshed');
      } catch (error) {
        // A refused token ends the session; a database outage does not.
        if (error instanceof HttpError) cookies.clearRefreshToken(reply);
        throw error;
      }
    },
  );

  app.post(
    '/user/logout',
    { schema: { tags, response: { 200: NoData, ...errorAnswers(400) } } },
    async (request, reply) => {
      const presented = cookies.refreshToken(request);
      if (presented) await sessions.end(presented);
      cookies.clearRefreshToken(reply);
      return ok(null, 'Logged out successfully');
    },
  );
};

/**
 * The account flows of spec section 7: register, verify by link or code, sign in (password or
 * Google), forgot and reset the password. Each change and the message it sends are written in one
 * transaction.
 */
import type { Locale, RegisterRequest } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../lib/errors.ts';
import { type CodeSender, enqueue } from '../notifications/notifications.service.ts';
import type { GoogleIdentity } from './google.ts';
import { activationEmail, codeMessage } from './messages.ts';
import { CODE_TTL_MINUTES, INVALID_CODE, LINK_TTL_HOURS, type OneTimeCodes } from './one-time-codes.ts';
import { assertNotCommon, hashPassword, verifyPassword } from './passwords.ts';
import type { ClientInfo, IssuedSession, Sessions } from './sessions.ts';
import {
  findUserByGoogleId,
  findUserById,
  findUserByIdentifier,
  type Identifier,
  insertUser,
  isVerified,
  parseIdentifier,
  updateUser,
  type UserRow,
} from './users.repository.ts';

const ALREADY_VERIFIED = 'Account already verified. Please login.';
const RESET_EXPIRED = 'Your reset session has expired. Please ask for a new code.';

export interface AccountsDeps {
  db: Database;
  codes: OneTimeCodes;
  /** Writes a code to the outbox, or refuses it when its phone has had the day's SMS. */
  sendCodeMessage: CodeSender;
  sessions: Sessions;
  verifyGoogleCredential: (credential: string) => Promise<GoogleIdentity>;
  publicUrl: string;
}

export function createAccountsService({
  db,
  codes,
  sendCodeMessage,
  sessions,
  verifyGoogleCredential,
  publicUrl,
}: AccountsDeps) {
  /** Sends a fresh code for `purpose` to the identifier's channel, inside the caller's transaction. */
  async function sendCode(tx: Transaction, user: UserRow, to: Identifier, purpose: 'verify_phone' | 'reset_password') {
    const code = await codes.issue(tx, user.id, purpose);
    await sendCodeMessage(tx, codeMessage(to, purpose, code, CODE_TTL_MINUTES, user.language));
  }

  return {
    /**
     * Creates an unverified account and sends its activation link or code. Registering again with an
     * address whose account was never verified replaces that attempt (the spec's "Resend Email" is a
     * new registration); a verified one is a conflict. The account speaks the language the sign-up
     * was made in.
     */
    async register(input: RegisterRequest, language: Locale): Promise<void> {
      assertNotCommon(input.password);
      const identifier: Identifier =
        input.method === 'email' ? { kind: 'email', email: input.email } : { kind: 'phone', phone: input.phone };
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction(async (tx) => {
          const existing = await findUserByIdentifier(tx, identifier);
          if (existing && isVerified(existing)) {
            throw conflict(
              identifier.kind === 'email'
                ? 'An account with this email already exists'
                : 'An account with this phone number already exists',
            );
          }
          const account = existing
            ? await updateUser(tx, existing.id, { name: input.name, passwordHash, language })
            : await insertUser(tx, {
                name: input.name,
                passwordHash,
                language,
                ...(identifier.kind === 'email' ? { email: identifier.email } : { phone: identifier.phone }),
              });
          if (identifier.kind === 'email') {
            const token = await codes.issue(tx, account.id, 'verify_email');
            const link = `${publicUrl}/user/verify/${token}`;
            await enqueue(tx, activationEmail(identifier.email, account.name, link, LINK_TTL_HOURS, account.language));
          } else {
            await sendCode(tx, account, identifier, 'verify_phone');
          }
        });
      } catch (error) {
        // Two sign-ups racing for one address: the loser sees what it would have seen a moment later.
        if (isUniqueViolation(error)) throw conflict('An account with these details already exists');
        throw error;
      }
    },

    /** Follows an activation link: the e-mail is verified and the session starts. */
    verifyEmail(token: string, client: ClientInfo): Promise<IssuedSession> {
      return db.transaction(async (tx) => {
        const userId = await codes.consumeLink(tx, token);
        const user = await findUserById(tx, userId);
        if (!user) throw badRequest('This verification link is not valid.');
        if (user.isEmailVerified) throw conflict(ALREADY_VERIFIED);
        const verified = await updateUser(tx, user.id, { isEmailVerified: true });
        return sessions.start(tx, verified, client);
      });
    },

    /** A phone sign-up code: the phone is verified; the shopper then signs in. */
    async verifyPhone(phone: string, code: string): Promise<void> {
      const identifier = parseIdentifier(phone);
      const user = identifier?.kind === 'phone' ? await findUserByIdentifier(db, identifier) : undefined;
      if (!user) throw badRequest(INVALID_CODE);
      if (user.isPhoneVerified) throw conflict(ALREADY_VERIFIED);
      const codeId = await codes.checkCode(db, user.id, 'verify_phone', code);
      await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        await updateUser(tx, user.id, { isPhoneVerified: true });
      });
    },

    /** Sends a reset code if the account exists; the answer never tells whether it does. */
    async forgotPassword(rawIdentifier: string): Promise<'sent' | 'no-account' | 'throttled'> {
      const identifier = parseIdentifier(rawIdentifier);
      const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
      if (!identifier || !user) return 'no-account';
      try {
        await db.transaction((tx) => sendCode(tx, user, identifier, 'reset_password'));
        return 'sent';
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) return 'throttled';
        throw error;
      }
    },

    /** A correct reset code becomes a grant (for an httpOnly cookie) that lets the password be set once. */
    async verifyResetCode(rawIdentifier: string, code: string): Promise<string> {
      const identifier = parseIdentifier(rawIdentifier);
      const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
      if (!user) throw badRequest(INVALID_CODE);
      const codeId = await codes.checkCode(db, user.id, 'reset_password', code);
      return codes.grantReset(db, codeId);
    },

    /** Sets the new password with a live grant; every session of the account ends. */
    async resetPassword(rawIdentifier: string, password: string, grant: string | undefined): Promise<void> {
      assertNotCommon(password);
      const identifier = parseIdentifier(rawIdentifier);
      const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
      if (!identifier || !user || !grant) throw badRequest(RESET_EXPIRED);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await codes.useResetGrant(tx, user.id, grant))) throw badRequest(RESET_EXPIRED);
        await updateUser(
          tx,
          user.id,
          {
            passwordHash,
            // The code reached this address, so the address is proven.
            ...(identifier.kind === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true }),
          },
          { endTokens: true },
        );
        await sessions.endAllFor(tx, user.id);
      });
    },

    async signIn(rawIdentifier: string, password: string, client: ClientInfo): Promise<IssuedSession> {
      const identifier = parseIdentifier(rawIdentifier);
      const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
      const matches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !matches) throw unauthorized('Invalid email/phone or password');
      if (!isVerified(user)) {
        throw forbidden('Please verify your account first: use the link in your email or the code sent to your phone.');
      }
      return sessions.start(db, user, client);
    },

    /**
     * Signs in with Google: by Google id, else by linking the account with the same e-mail, else a new
     * account. Linking to an account whose e-mail was never verified drops its password and sessions:
     * whoever set them never proved they own the address.
     */
    async signInWithGoogle(credential: string, client: ClientInfo, language: Locale): Promise<IssuedSession> {
      const google = await verifyGoogleCredential(credential);
      try {
        return await db.transaction(async (tx) => {
          const byGoogleId = await findUserByGoogleId(tx, google.googleId);
          if (byGoogleId?.deletedAt) throw forbidden('This account has been deleted.');
          let user = byGoogleId;
          if (!user) {
            const byEmail = await findUserByIdentifier(tx, { kind: 'email', email: google.email });
            if (byEmail) {
              const unproven = !byEmail.isEmailVerified;
              user = await updateUser(
                tx,
                byEmail.id,
                {
                  googleId: google.googleId,
                  isEmailVerified: true,
                  profileImg: byEmail.profileImg ?? google.picture,
                  ...(unproven ? { passwordHash: null } : {}),
                },
                { endTokens: unproven },
              );
              if (unproven) await sessions.endAllFor(tx, byEmail.id);
            } else {
              user = await insertUser(tx, {
                name: google.name,
                email: google.email,
                googleId: google.googleId,
                isEmailVerified: true,
                profileImg: google.picture,
                language,
              });
            }
          }
          return sessions.start(tx, user, client);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This Google account is linked to another account');
        throw error;
      }
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/**
 * Sessions: one refresh-token family per sign-in. The refresh token is random, kept only as a
 * keyed hash, travels in an httpOnly cookie scoped to /api/user, and is replaced on every refresh.
 * Presenting a replaced token again means it was copied: the whole family is revoked.
 */
import { randomUUID } from 'node:crypto';

import { and, eq, isNull, ne, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { AccessTokens } from './access-tokens.ts';
import { DEMO_LOGIN_LOCAL_ONLY, isDemoLogin } from './demo-accounts.ts';
import { hashSecret, randomToken } from './secrets.ts';
import { findUserById, type UserRow } from './users.repository.ts';

type Executor = Database | Transaction;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The request may use the development helpers, the demo logins among them (lib/dev-access.ts). */
  mayUseDemoLogins: boolean;
}

export interface IssuedSession {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  familyId: string;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function createSessions(options: {
  db: Database;
  accessTokens: AccessTokens;
  hashKey: Buffer;
  refreshTtlDays: number;
}) {
  const { db, accessTokens, hashKey, refreshTtlDays } = options;
  const hash = (token: string) => hashSecret(hashKey, token);

  async function issue(tx: Executor, user: UserRow, familyId: string, client: ClientInfo): Promise<IssuedSession> {
    // Every sign-in and refresh passes here: a demo login's public password opens nothing elsewhere.
    if (isDemoLogin(user.email) && !client.mayUseDemoLogins) throw forbidden(DEMO_LOGIN_LOCAL_ONLY);
    const refreshToken = randomToken();
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: hash(refreshToken),
      expiresAt: sql`now() + make_interval(days => ${refreshTtlDays})`,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    });
    const accessToken = await accessTokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
    return { user, accessToken, refreshToken, familyId };
  }

  async function revokeFamily(tx: Executor, familyId: string): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    refreshTtlSeconds: refreshTtlDays * 86_400,

    /** A new sign-in: a new family. */
    start(tx: Executor, user: UserRow, client: ClientInfo): Promise<IssuedSession> {
      return issue(tx, user, randomUUID(), client);
    },

    /** Replaces a refresh token with a new one of the same family, or refuses (and on reuse, revokes the family). */
    async rotate(presented: string, client: ClientInfo): Promise<IssuedSession> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash(presented)));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_ENDED);
      // The claim is one atomic statement: of two requests racing with one token, only one wins.
      const [claimed] = await db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (!claimed) {
        await revokeFamily(db, row.familyId);
        throw unauthorized(SESSION_ENDED);
      }
      const user = await findUserById(db, row.userId);
      if (!user) throw unauthorized(SESSION_ENDED);
      return issue(db, user, row.familyId, client);
    },

    /** Ends the session the token belongs to (logout); unknown tokens are ignored. */
    async end(presented: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash(presented)));
      if (row) await revokeFamily(db, row.familyId);
    },

    /** The family a presented token belongs to, if it is still live. */
    async liveFamilyOf(presented: string | undefined): Promise<string | null> {
      if (!presented) return null;
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hash(presented)), isNull(refreshTokens.revokedAt)));
      return row?.familyId ?? null;
    },

    /** Ends every session of a user, except the one the request came from when given. */
    async endAllFor(tx: Executor, userId: string, exceptFamilyId?: string | null): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

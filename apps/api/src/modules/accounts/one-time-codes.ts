/**
 * One-time codes and links, stored as keyed hashes and bound to one purpose: an activation link
 * (verify_email), a phone sign-up code (verify_phone) or a password reset code (reset_password).
 * Codes come from a CSPRNG, expire after 5 minutes and die after 5 wrong tries; a new one may be
 * asked for at most once a minute and a few times a day.
 */
import { randomInt } from 'node:crypto';

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, tooManyRequests } from '../../lib/errors.ts';
import { hashSecret, randomToken, sameHash } from './secrets.ts';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
type Executor = Database | Transaction;

export const CODE_TTL_MINUTES = 5;
export const LINK_TTL_HOURS = 24;
/** How long a verified reset code lets the password be set. */
export const RESET_GRANT_MINUTES = 10;
const MAX_WRONG_TRIES = 5;
const RESEND_AFTER_MS = 60_000;
const MAX_PER_DAY = 5;

const INVALID_CODE = 'Invalid OTP or session expired';

export function createOneTimeCodes(hashKey: Buffer, codeLength: number) {
  const hash = (value: string) => hashSecret(hashKey, value);

  async function assertMayIssue(tx: Executor, userId: string, purpose: CodePurpose) {
    const [usage] = await tx
      .select({
        today: sql<number>`count(*)::int`,
        latest: sql<string | null>`max(${oneTimeCodes.createdAt})`,
      })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          gt(oneTimeCodes.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if (!usage?.latest) return;
    const sinceLatest = Date.now() - new Date(usage.latest).getTime();
    if (sinceLatest < RESEND_AFTER_MS) {
      const seconds = Math.ceil((RESEND_AFTER_MS - sinceLatest) / 1000);
      throw tooManyRequests(`Please wait ${seconds} seconds before asking for a new code.`, seconds);
    }
    if (usage.today >= MAX_PER_DAY) {
      throw tooManyRequests('Too many codes asked for today. Please try again tomorrow.', 24 * 3600);
    }
  }

  /**
   * Replaces any earlier live code of this purpose with a new one and answers it in plain text (to
   * send, never to store). A confirm_phone code names the phone it was sent to.
   */
  async function issue(tx: Executor, userId: string, purpose: CodePurpose, phone?: string): Promise<string> {
    await assertMayIssue(tx, userId, purpose);
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    const isLink = purpose === 'verify_email';
    const secret = isLink ? randomToken() : String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');
    const ttl = isLink
      ? sql`now() + make_interval(hours => ${LINK_TTL_HOURS})`
      : sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`;
    await tx
      .insert(oneTimeCodes)
      .values({ userId, purpose, codeHash: hash(secret), expiresAt: ttl, phone: phone ?? null });
    return secret;
  }

  return {
    issue,

    /** Consumes an activation link's token and answers whose it was; explains an expired or used link. */
    async consumeLink(tx: Executor, token: string): Promise<string> {
      const [row] = await tx
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.codeHash, hash(token)), eq(oneTimeCodes.purpose, 'verify_email')));
      if (!row) throw badRequest('This verification link is not valid.');
      if (row.consumedAt) throw conflict('This link was already used. Your account is already verified; please login.');
      if (row.expiresAt.getTime() <= Date.now())
        throw badRequest('Verification link has expired. Please register again.');
      const [used] = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
        .returning({ userId: oneTimeCodes.userId });
      if (!used) throw conflict('This link was already used. Your account is already verified; please login.');
      return used.userId;
    },

    /**
     * Checks a typed code. The try is counted before the comparison, in its own statement (not in a
     * transaction a wrong answer would roll back), so the sixth try fails even with the right code.
     * Answers the code's row id. With a phone, only a code sent to that phone counts.
     */
    async checkCode(db: Database, userId: string, purpose: CodePurpose, code: string, phone?: string): Promise<string> {
      const [live] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
            isNull(oneTimeCodes.verifiedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
            phone === undefined ? undefined : eq(oneTimeCodes.phone, phone),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      if (!live) throw badRequest(INVALID_CODE);
      const [counted] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, live.id), sql`${oneTimeCodes.attempts} < ${MAX_WRONG_TRIES}`))
        .returning({ id: oneTimeCodes.id });
      if (!counted) throw new HttpError(400, 'Too many wrong codes. Please ask for a new code.');
      if (!sameHash(live.codeHash, hash(code))) throw badRequest(INVALID_CODE);
      return live.id;
    },

    /** Marks a checked sign-up code used. */
    async consume(tx: Executor, codeId: string): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: sql`now()` })
        .where(eq(oneTimeCodes.id, codeId));
    },

    /**
     * Turns a checked reset code into a grant: a fresh random secret (handed to the browser in an
     * httpOnly cookie) that lets the password be set once within RESET_GRANT_MINUTES.
     */
    async grantReset(db: Database, codeId: string): Promise<string> {
      const grant = randomToken();
      await db
        .update(oneTimeCodes)
        .set({
          codeHash: hash(grant),
          verifiedAt: sql`now()`,
          expiresAt: sql`now() + make_interval(mins => ${RESET_GRANT_MINUTES})`,
        })
        .where(eq(oneTimeCodes.id, codeId));
      return grant;
    },

    /** Uses up a reset grant; false if it is unknown, used, expired or another user's. */
    async useResetGrant(tx: Executor, userId: string, grant: string): Promise<boolean> {
      const used = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, 'reset_password'),
            eq(oneTimeCodes.codeHash, hash(grant)),
            isNull(oneTimeCodes.consumedAt),
            sql`${oneTimeCodes.verifiedAt} IS NOT NULL`,
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      return used.length === 1;
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
export { INVALID_CODE };

/**
 * A phone given at checkout, confirmed by SMS code (decision 041): the COD rules ask it of a first
 * large cash-on-delivery order from a phone the customer never verified. The code goes out through
 * the outbox like every other code, with the same limits (one a minute, five a day, five tries);
 * once typed back, the phone counts as verified for the customer's later orders.
 */
import { type SQL, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { queryRows } from '../../lib/rows.ts';
import type { CodeSender } from '../notifications/notifications.service.ts';
import { codeMessage } from './messages.ts';
import { CODE_TTL_MINUTES, type OneTimeCodes } from './one-time-codes.ts';
import { updateUser, type UserRow } from './users.repository.ts';
import { addVerifiedPhone, verifiedPhoneCondition } from './verified-phones.repository.ts';

/**
 * Whether the customer has shown they hold this phone (their account's verified phone, or one
 * confirmed at checkout), as an expression another module's statement can read (checkout's).
 */
export function phoneConfirmedCondition(user: UserRow, phone: string): SQL<boolean> {
  return user.isPhoneVerified && user.phone === phone ? sql<boolean>`true` : verifiedPhoneCondition(user.id, phone);
}

export async function phoneConfirmed(db: Database | Transaction, user: UserRow, phone: string): Promise<boolean> {
  const [row] = await queryRows<{ confirmed: boolean }>(
    db,
    sql`SELECT ${phoneConfirmedCondition(user, phone)} AS confirmed`,
  );
  return row!.confirmed;
}

export function createPhoneConfirmations({
  db,
  codes,
  sendCodeMessage,
}: {
  db: Database;
  codes: OneTimeCodes;
  sendCodeMessage: CodeSender;
}) {
  return {
    /** Sends a code to the phone (the one the order is for, not necessarily the account's). */
    async sendCode(user: UserRow, phone: string): Promise<void> {
      await db.transaction(async (tx) => {
        const code = await codes.issue(tx, user.id, 'confirm_phone', phone);
        await sendCodeMessage(
          tx,
          codeMessage({ kind: 'phone', phone }, 'confirm_phone', code, CODE_TTL_MINUTES, user.language),
        );
      });
    },

    /** Checks the code sent to this phone; the phone is then verified for this customer (and on the account, if it is the account's). */
    async confirm(user: UserRow, phone: string, code: string): Promise<void> {
      const codeId = await codes.checkCode(db, user.id, 'confirm_phone', code, phone);
      await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        await addVerifiedPhone(tx, user.id, phone);
        if (user.phone === phone && !user.isPhoneVerified) await updateUser(tx, user.id, { isPhoneVerified: true });
      });
    },
  };
}

export type PhoneConfirmations = ReturnType<typeof createPhoneConfirmations>;

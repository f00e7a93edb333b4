/**
 * The demo shop's known logins (printed at start so a newcomer can try every side at once). Their
 * passwords are public, so a session for one is issued only to a request the development helpers
 * allow (lib/dev-access.ts), and a shop started in production disables them.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';

import type { Role } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';
import { dropPasswords, findUserByIdentifier, insertUser, updateUser } from './users.repository.ts';

export interface DemoLogin {
  role: Role;
  name: string;
  email: string;
  password: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { role: 'admin', name: 'Demo Admin', email: 'admin@example.com', password: 'dokan-admin-demo' },
  { role: 'user', name: 'Rahim Uddin', email: 'rahim.uddin@example.com', password: 'dokan-shopper-demo' },
  {
    role: 'owner',
    name: 'Dokan Official Store',
    email: 'dokan.official.store@example.com',
    password: 'dokan-seller-demo',
  },
];

export const DEMO_LOGIN_LOCAL_ONLY = 'Demo logins work only on the computer the shop runs on.';

const DEMO_EMAILS = new Set(DEMO_LOGINS.map((login) => login.email));

export function isDemoLogin(email: string | null): boolean {
  return email !== null && DEMO_EMAILS.has(email.toLowerCase());
}

/**
 * Gives each demo login its password (only where none is set yet), creating the account if it is
 * missing. Only where the development helpers are on: a live shop never has a password printed in
 * its log.
 */
export async function ensureDemoLogins(db: Database): Promise<readonly DemoLogin[]> {
  for (const login of DEMO_LOGINS) {
    const existing = await findUserByIdentifier(db, { kind: 'email', email: login.email });
    if (existing?.passwordHash) continue;
    const passwordHash = await hashPassword(login.password);
    if (existing) {
      await updateUser(db, existing.id, { passwordHash, isEmailVerified: true });
    } else {
      await insertUser(db, {
        name: login.name,
        email: login.email,
        role: login.role,
        passwordHash,
        isEmailVerified: true,
      });
    }
  }
  return DEMO_LOGINS;
}

/**
 * Takes the password from every demo login that still has one and ends their sessions, so a shop
 * moved from a laptop to a server does not keep an admin whose password is in the README.
 * Answers the e-mails disabled.
 */
export async function disableDemoLogins(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const disabled = await dropPasswords(tx, [...DEMO_EMAILS]);
    if (disabled.length) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            inArray(
              refreshTokens.userId,
              disabled.map((row) => row.id),
            ),
            isNull(refreshTokens.revokedAt),
          ),
        );
    }
    return disabled.map((row) => row.email);
  });
}

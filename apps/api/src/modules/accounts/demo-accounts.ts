/**
 * The demo shop's known logins (printed at start so a newcomer can try every side at once). Their
 * passwords are public, so a session for one is issued only to a request the development helpers
 * allow (lib/dev-access.ts), and a shop started in production disables them.
 */
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Role } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';

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
 * Takes the password from every demo login that still has one and ends their sessions, so a shop
 * moved from a laptop to a server does not keep an admin whose password is in the README.
 * Answers the e-mails disabled.
 */
export async function disableDemoLogins(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const disabled = await tx
      .update(users)
      .set({ passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(and(inArray(users.email, [...DEMO_EMAILS]), isNotNull(users.passwordHash)))
      .returning({ id: users.id, email: users.email });
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
    return disabled.map((row) => row.email ?? '');
  });
}

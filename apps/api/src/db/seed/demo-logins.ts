/**
 * Known logins for the demo shop, so that a newcomer can try the customer, seller and admin sides
 * at once. Only where the development helpers are on: a live shop never has a password printed in
 * its log, and disables these (modules/accounts/demo-accounts.ts).
 */
import { eq } from 'drizzle-orm';

import { DEMO_LOGINS, type DemoLogin } from '../../modules/accounts/demo-accounts.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { findUserByIdentifier } from '../../modules/accounts/users.repository.ts';
import type { Database } from '../client.ts';
import { users } from '../schema.ts';

/** Gives each demo login its password (only where none is set yet), creating the account if it is missing. */
export async function ensureDemoLogins(db: Database): Promise<readonly DemoLogin[]> {
  for (const login of DEMO_LOGINS) {
    const existing = await findUserByIdentifier(db, { kind: 'email', email: login.email });
    if (existing?.passwordHash) continue;
    const passwordHash = await hashPassword(login.password);
    if (existing) {
      await db.update(users).set({ passwordHash, isEmailVerified: true }).where(eq(users.id, existing.id));
    } else {
      await db
        .insert(users)
        .values({ name: login.name, email: login.email, role: login.role, passwordHash, isEmailVerified: true });
    }
  }
  return DEMO_LOGINS;
}

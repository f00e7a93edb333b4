/**
 * Known logins for the demo shop, so that a newcomer can try the customer, seller and admin sides
 * at once. Only outside production: a live shop never has a password printed in its log.
 */
import { eq } from 'drizzle-orm';

import type { Role } from '@dokan/domain';

import { hashPassword } from '../../modules/accounts/passwords.ts';
import { findUserByIdentifier } from '../../modules/accounts/users.repository.ts';
import type { Database } from '../client.ts';
import { users } from '../schema.ts';

export interface DemoLogin {
  role: Role;
  name: string;
  email: string;
  password: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'admin', name: 'Demo Admin', email: 'admin@example.com', password: 'dokan-admin-demo' },
  { role: 'user', name: 'Rahim Uddin', email: 'rahim.uddin@example.com', password: 'dokan-shopper-demo' },
  {
    role: 'owner',
    name: 'Dokan Official Store',
    email: 'dokan.official.store@example.com',
    password: 'dokan-seller-demo',
  },
];

/** Gives each demo login its password (only where none is set yet), creating the account if it is missing. */
export async function ensureDemoLogins(db: Database): Promise<DemoLogin[]> {
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

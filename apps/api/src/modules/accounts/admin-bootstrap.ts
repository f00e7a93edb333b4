/** ADMIN_EMAIL / ADMIN_PASSWORD: the shop owner's way in, made or repaired at every start. */
import type { Database } from '../../db/client.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findUserByIdentifier, insertUser, updateUser } from './users.repository.ts';

export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const address = email.trim().toLowerCase();
  const existing = await findUserByIdentifier(db, { kind: 'email', email: address });
  if (!existing) {
    await insertUser(db, {
      name: 'Shop admin',
      email: address,
      passwordHash: await hashPassword(password),
      role: 'admin',
      isEmailVerified: true,
    });
    return 'created';
  }
  const samePassword = existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, password));
  if (existing.role === 'admin' && existing.isEmailVerified && samePassword) return 'unchanged';
  // A changed password or role ends the sessions that predate it.
  await updateUser(
    db,
    existing.id,
    { role: 'admin', isEmailVerified: true, ...(samePassword ? {} : { passwordHash: await hashPassword(password) }) },
    { endTokens: true },
  );
  return 'updated';
}

/** Reading users and showing them: the one place a user row becomes the User of spec section 3. */
import { and, eq, isNull, sql } from 'drizzle-orm';

import { avatarOrDefault, normalizeBdPhone, type User } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isoDate } from '../../lib/rows.ts';

export type UserRow = typeof users.$inferSelect;
type Executor = Database | Transaction;

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isEmailVerified: row.isEmailVerified,
    profileImg: avatarOrDefault(row.profileImg),
    address: row.address,
    googleId: row.googleId,
    createdAt: isoDate(row.createdAt),
  };
}

/** An identifier is an e-mail address (it has an @) or a Bangladeshi mobile number in any usual spelling. */
export type Identifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

export function parseIdentifier(raw: string): Identifier | null {
  const value = raw.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  const phone = normalizeBdPhone(value);
  return phone ? { kind: 'phone', phone } : null;
}

const live = isNull(users.deletedAt);

export async function findUserByIdentifier(db: Executor, identifier: Identifier): Promise<UserRow | undefined> {
  const match =
    identifier.kind === 'email' ? sql`lower(${users.email}) = ${identifier.email}` : eq(users.phone, identifier.phone);
  const [row] = await db.select().from(users).where(and(match, live));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

/** Verified by any channel: a confirmed e-mail link, a confirmed phone code, or Google. */
export function isVerified(row: UserRow): boolean {
  return row.isEmailVerified || row.isPhoneVerified;
}

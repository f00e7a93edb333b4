/**
 * The users table: reading users and showing them (the one place a user row becomes the User of
 * spec section 3), and every change to a user's row. Other modules read users through the accounts
 * module (accounts.module.ts, user-directory.service.ts).
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';

import { avatarOrDefault, normalizeBdPhone, type Role, type User } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { containing, type PageWindow } from '../../lib/pagination.ts';
import { isoDate } from '../../lib/rows.ts';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
/** The columns a change may set; the id, the dates and the token version are the repository's. */
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt' | 'updatedAt' | 'tokenVersion' | 'deletedAt'>>;
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
    language: row.language,
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

/** The e-mail (whatever its case) or the phone an identifier names. */
const matching = (identifier: Identifier): SQL =>
  identifier.kind === 'email' ? sql`lower(${users.email}) = ${identifier.email}` : eq(users.phone, identifier.phone);

export async function findUserByIdentifier(db: Executor, identifier: Identifier): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(matching(identifier), live));
  return row;
}

/**
 * `findUserById` as a prepared statement of `db`, for the lookup every signed-in request makes
 * (authenticate.ts): on PostgreSQL each connection parses and plans it once.
 */
export function preparedUserById(db: Database): (id: string) => Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), live))
    .prepare('dokan_user_by_id');
  return async (id) => (await query.execute({ id }))[0];
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

/** The account a Google id is linked to, deleted or not (a deleted one must not come back through Google). */
export async function findUserByGoogleId(db: Executor, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId));
  return row;
}

/** Whether another account than `ownId` has this address. */
export async function identifierTakenByOther(db: Executor, identifier: Identifier, ownId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(matching(identifier), ne(users.id, ownId)));
  return taken !== undefined;
}

/** Verified by any channel: a confirmed e-mail link, a confirmed phone code, or Google. */
export function isVerified(row: UserRow): boolean {
  return row.isEmailVerified || row.isPhoneVerified;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/**
 * Changes the columns given. `endTokens` also raises the token version, which ends every access
 * token issued before (a new password, a new role, a deletion). Answers the row as changed.
 */
export async function updateUser(
  db: Executor,
  id: string,
  changes: UserChanges,
  { endTokens = false }: { endTokens?: boolean } = {},
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      ...changes,
      ...(endTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/** Live users, newest first, one page of them and how many there are. */
export async function listUsers(db: Database, window: PageWindow): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(live)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(users).where(live),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Live users whose name, e-mail or phone contains `term` literally, by name; of one role when given. */
export async function searchUsers(
  db: Database,
  term: string | undefined,
  role: Role | undefined,
  limit: number,
): Promise<UserRow[]> {
  const conditions: (SQL | undefined)[] = [live, role ? eq(users.role, role) : undefined];
  if (term) {
    const pattern = containing(term);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
  }
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(users.name)
    .limit(limit);
}

/**
 * Locks the admins (in id order, so that two admin changes never deadlock) and then the user.
 * With the admins locked, two admins demoting each other at once cannot both succeed. Answers the
 * user (undefined if there is no live one) and whether they are the shop's last admin.
 */
export async function lockForRoleChange(
  tx: Transaction,
  id: string,
): Promise<{ user: UserRow | undefined; isLastAdmin: boolean }> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), live))
    .orderBy(users.id)
    .for('update');
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .for('update');
  return { user, isLastAdmin: user?.role === 'admin' && admins.length <= 1 };
}

/** A deleted user keeps their row (orders and reviews point at it) without anything that names them. */
export async function eraseUser(tx: Transaction, id: string): Promise<void> {
  await tx
    .update(users)
    .set({
      name: 'Deleted user',
      email: null,
      phone: null,
      googleId: null,
      passwordHash: null,
      profileImg: null,
      address: null,
      deletedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

/**
 * Users beside another module's rows in one statement (docs/decisions/023): the join, and the
 * user's name and photo through it, so that only this module's SQL names the users table.
 * `userId` is the column of the other table that holds the user's id; `alias` names the join.
 */
export function joinUser(alias: string, userId: SQL) {
  const user = sql.identifier(alias);
  return {
    join: sql`LEFT JOIN users ${user} ON ${user}.id = ${userId}`,
    name: sql`${user}.name`,
    photo: sql`${user}.profile_img`,
  };
}

/** The names of these users (deleted ones read "Deleted user"), by id. */
export async function namesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Takes the password from each of these accounts that still has one; answers those changed. */
export async function dropPasswords(tx: Transaction, emails: string[]): Promise<Array<{ id: string; email: string }>> {
  const rows = await tx
    .update(users)
    .set({ passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(users.email, emails), isNotNull(users.passwordHash)))
    .returning({ id: users.id, email: users.email });
  return rows.map((row) => ({ id: row.id, email: row.email ?? '' }));
}

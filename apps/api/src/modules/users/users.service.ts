/**
 * The admin's user management: list, search, change a role, delete. A role change or a deletion
 * ends the user's sessions at once. The shop always keeps an admin: nobody may demote or delete
 * the last one, nor themselves. A deleted user's orders stay for the books, anonymised.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';

import type { ChangeRole, PageMeta, Role, User } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { orders, refreshTokens, users } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { containing, pageAnswer, type PageWindow } from '../../lib/pagination.ts';
import { toUser, type UserRow } from '../accounts/users.repository.ts';

const live = isNull(users.deletedAt);
const LAST_ADMIN = 'The shop needs at least one admin';

function auditView(user: UserRow) {
  return { name: user.name, email: user.email, phone: user.phone, role: user.role };
}

export function createUsersService(db: Database) {
  async function lockedUser(tx: Transaction, id: string): Promise<UserRow> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), live))
      .for('update');
    if (!row) throw notFound('User not found');
    return row;
  }

  /**
   * Locks the admins (in id order, so that two admin changes never deadlock) and then the target.
   * With the admins locked, two admins demoting each other at once cannot both succeed.
   */
  async function lockForChange(tx: Transaction, id: string) {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), live))
      .orderBy(users.id)
      .for('update');
    const user = await lockedUser(tx, id);
    const isLastAdmin = user.role === 'admin' && admins.length <= 1;
    return { user, isLastAdmin };
  }

  return {
    async list(window: PageWindow): Promise<{ users: User[]; meta: PageMeta }> {
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
      const { data, ...meta } = pageAnswer(rows.map(toUser), totals?.total ?? 0, window);
      return { users: data, meta };
    },

    async search(term: string | undefined, role: Role | undefined, limit: number) {
      const conditions: (SQL | undefined)[] = [live, role ? eq(users.role, role) : undefined];
      if (term) {
        const pattern = containing(term);
        conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
      }
      const rows = await db
        .select()
        .from(users)
        .where(and(...conditions))
        .orderBy(users.name)
        .limit(limit);
      return rows.map(toUser);
    },

    async changeRole(actor: UserRow, { userId, role }: ChangeRole) {
      if (userId === actor.id) throw badRequest('You cannot change your own role');
      return db.transaction(async (tx) => {
        const { user, isLastAdmin } = await lockForChange(tx, userId);
        if (user.role === role) return toUser(user);
        if (isLastAdmin) throw conflict(LAST_ADMIN);
        const [updated] = await tx
          .update(users)
          .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, userId))
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: 'change-role',
          entity: 'user',
          entityId: userId,
          before: { role: user.role },
          after: { role },
        });
        return toUser(updated as UserRow);
      });
    },

    async remove(actor: UserRow, userId: string): Promise<void> {
      if (userId === actor.id) throw badRequest('You cannot delete your own account');
      await db.transaction(async (tx) => {
        const { user, isLastAdmin } = await lockForChange(tx, userId);
        if (isLastAdmin) throw conflict(LAST_ADMIN);
        const [open] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.customerId, userId), inArray(orders.status, ['pending', 'processing', 'shipped'])))
          .limit(1);
        if (open) throw conflict('This customer has orders on their way. Deliver or cancel them first.');
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
          .where(eq(users.id, userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
        // The orders stay for the books (amounts, items, district); the personal details on them go.
        await tx
          .update(orders)
          .set({
            customerName: 'Deleted user',
            customerEmail: null,
            phone: '',
            paymentNumber: null,
            addressDetails: '',
          })
          .where(eq(orders.customerId, userId));
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'user',
          entityId: userId,
          before: auditView(user),
        });
      });
    },
  };
}

/**
 * The admin's user management: list, search, change a role, delete. A role change or a deletion
 * ends the user's sessions at once. The shop always keeps an admin: nobody may demote or delete
 * the last one, nor themselves. A deleted user's orders stay for the books, anonymised. The users
 * are the accounts module's, their orders the orders module's: this module keeps only the rules.
 */
import type { ChangeRole, PageMeta, Role, User } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { pageAnswer, type PageWindow } from '../../lib/pagination.ts';
import { toUser, type UserDirectory, type UserRow } from '../accounts/accounts.module.ts';
import type { OrdersService } from '../orders/orders.service.ts';

const LAST_ADMIN = 'The shop needs at least one admin';

function auditView(user: UserRow) {
  return { name: user.name, email: user.email, phone: user.phone, role: user.role };
}

export function createUsersService(deps: {
  db: Database;
  accounts: UserDirectory;
  orders: Pick<OrdersService, 'hasOpenOrders' | 'forgetCustomer'>;
}) {
  const { db, accounts, orders } = deps;

  /** The user locked for a change (after the admins), and whether they are the last admin. */
  async function lockForChange(tx: Transaction, id: string) {
    const { user, isLastAdmin } = await accounts.lockForRoleChange(tx, id);
    if (!user) throw notFound('User not found');
    return { user, isLastAdmin };
  }

  return {
    async list(window: PageWindow): Promise<{ users: User[]; meta: PageMeta }> {
      const { rows, total } = await accounts.list(window);
      const { data, ...meta } = pageAnswer(rows.map(toUser), total, window);
      return { users: data, meta };
    },

    async search(term: string | undefined, role: Role | undefined, limit: number): Promise<User[]> {
      return (await accounts.search(term, role, limit)).map(toUser);
    },

    async changeRole(actor: UserRow, { userId, role }: ChangeRole): Promise<User> {
      if (userId === actor.id) throw badRequest('You cannot change your own role');
      return db.transaction(async (tx) => {
        const { user, isLastAdmin } = await lockForChange(tx, userId);
        if (user.role === role) return toUser(user);
        if (isLastAdmin) throw conflict(LAST_ADMIN);
        const updated = await accounts.setRole(tx, userId, role);
        await audit(tx, {
          actorId: actor.id,
          action: 'change-role',
          entity: 'user',
          entityId: userId,
          before: { role: user.role },
          after: { role },
        });
        return toUser(updated);
      });
    },

    async remove(actor: UserRow, userId: string): Promise<void> {
      if (userId === actor.id) throw badRequest('You cannot delete your own account');
      await db.transaction(async (tx) => {
        const { user, isLastAdmin } = await lockForChange(tx, userId);
        if (isLastAdmin) throw conflict(LAST_ADMIN);
        if (await orders.hasOpenOrders(tx, userId)) {
          throw conflict('This customer has orders on their way. Deliver or cancel them first.');
        }
        await accounts.erase(tx, userId);
        await orders.forgetCustomer(tx, userId);
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

export type UsersService = ReturnType<typeof createUsersService>;

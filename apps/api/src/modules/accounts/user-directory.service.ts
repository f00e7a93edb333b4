/**
 * Users as the rest of the shop reaches them (accounts.module.ts hands this to other modules): an
 * account by id, the admin's list and search, and the admin's changes to an account, each inside
 * the caller's transaction.
 */
import type { Role } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { phoneConfirmed, phoneConfirmedCondition } from './phone-confirmations.service.ts';
import type { Sessions } from './sessions.ts';
import {
  eraseUser,
  findUserById,
  listUsers,
  lockForRoleChange,
  namesOf,
  searchUsers,
  updateUser,
  type UserRow,
} from './users.repository.ts';

export function createUserDirectory({ db, sessions }: { db: Database; sessions: Sessions }) {
  return {
    /** A live account, or undefined. */
    find: (tx: Database | Transaction, id: string): Promise<UserRow | undefined> => findUserById(tx, id),

    /** Whether the customer holds this phone: their verified account phone, or one confirmed at checkout (decision 041). */
    phoneConfirmed,
    /** The same, as an expression read inside checkout's statement. */
    phoneConfirmedCondition,

    list: (window: PageWindow) => listUsers(db, window),

    /** The names of these users, by id (deleted ones read "Deleted user"; unknown ids are left out). */
    names: (ids: readonly string[]) => namesOf(db, ids),

    search: (term: string | undefined, role: Role | undefined, limit: number) => searchUsers(db, term, role, limit),

    /** Locks the shop's admins, then the user: see users.repository.ts. */
    lockForRoleChange,

    /** A new role ends the user's access tokens at once. */
    setRole: (tx: Transaction, id: string, role: Role): Promise<UserRow> =>
      updateUser(tx, id, { role }, { endTokens: true }),

    /** Deletes an account: nothing that names the person stays, and every session ends. */
    async erase(tx: Transaction, id: string): Promise<void> {
      await eraseUser(tx, id);
      await sessions.endAllFor(tx, id);
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;

/** Puts the admin's user management together: its rules (users.service.ts) over the accounts and orders modules, and its routes. */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { UserDirectory } from '../accounts/accounts.module.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export function createUsersModule(deps: { db: Database; accounts: UserDirectory; orders: OrdersService }) {
  const users = createUsersService(deps);
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(usersRoutes, { users });
    },
  };
}

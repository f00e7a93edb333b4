/** Admin user management (spec section 7, Admin users and shipping). Admins only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ChangeRoleSchema,
  envelope,
  IdParamsSchema,
  USER_LIST_DEFAULT_LIMIT,
  USER_SEARCH_LIMIT,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
  UserSearchQuerySchema,
} from '@dokan/domain';

import { pageWindow } from '../../lib/pagination.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users: usersService }) => {
  const onRequest = app.requireRole('admin');
  const tags = ['admin: users'];

  app.get(
    '/user/get-all-users',
    {
      onRequest,
      schema: {
        tags,
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit = USER_LIST_DEFAULT_LIMIT } = request.query;
      const { users, meta } = await usersService.list(pageWindow({ page, limit }));
      return { ...ok(users, 'Users retrieved successfully'), meta };
    },
  );

  app.get(
    '/user/get-user-by-search',
    {
      onRequest,
      schema: {
        tags,
        querystring: UserSearchQuerySchema,
        response: { 200: envelope(z.array(UserSchema)), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { searchTerm, role } = request.query;
      return ok(await usersService.search(searchTerm, role, USER_SEARCH_LIMIT), 'Users retrieved successfully');
    },
  );

  app.patch(
    '/user/change-role',
    {
      onRequest,
      schema: {
        tags,
        body: ChangeRoleSchema,
        response: { 200: envelope(UserSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await usersService.changeRole(signedIn(request), request.body), 'Role updated successfully'),
  );

  app.delete(
    '/user/delete-user/:id',
    {
      onRequest,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(z.null()), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await usersService.remove(signedIn(request), request.params.id);
      // Their name leaves the reviews on product pages.
      app.responseCache.invalidate('/api/products');
      return ok(null, 'User deleted successfully');
    },
  );
};

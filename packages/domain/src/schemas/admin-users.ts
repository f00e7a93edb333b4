import { z } from 'zod';

import { ROLES } from '../constants.ts';
import { UserSchema } from './account.ts';
import { IdSchema, wholeNumberParam } from './common.ts';

/** What the admin's user screens send and receive (spec section 7, Admin users and shipping). */

export const USER_LIST_MAX_LIMIT = 100;
export const USER_SEARCH_LIMIT = 50;

export const UserListQuerySchema = z.object({
  page: wholeNumberParam('page', 1).optional(),
  limit: wholeNumberParam('limit', 1)
    .refine((n) => n <= USER_LIST_MAX_LIMIT, `limit must be at most ${USER_LIST_MAX_LIMIT}`)
    .optional(),
});

export const UserListSchema = z.object({
  count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  data: z.array(UserSchema),
});
export type UserList = z.infer<typeof UserListSchema>;

const RoleSchema = z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` });

export const UserSearchQuerySchema = z.object({
  searchTerm: z.string().trim().max(100, 'searchTerm must be at most 100 characters').optional(),
  role: RoleSchema.optional(),
});

export const ChangeRoleSchema = z.object({ userId: IdSchema, role: RoleSchema });
export type ChangeRole = z.infer<typeof ChangeRoleSchema>;

import { z } from 'zod';

import { ROLES } from '../constants.ts';
import { BD_PHONE_PATTERN } from '../phone.ts';
import { UserSchema } from './account.ts';
import { envelope, IdSchema } from './common.ts';
import { PAGE_MAX_LIMIT, PageMetaSchema, PageQuerySchema } from './pagination.ts';

/** What the admin screens send and receive (spec section 7, Admin users and shipping). */

export const USER_LIST_MAX_LIMIT = PAGE_MAX_LIMIT;
export const USER_SEARCH_LIMIT = 50;

export const UserListQuerySchema = PageQuerySchema;
/** Accounts on a page when none is asked for: a client that cannot page (the spec's) sees as many as one answer holds. */
export const USER_LIST_DEFAULT_LIMIT = USER_LIST_MAX_LIMIT;

/**
 * GET /user/get-all-users (decision 021): the accounts as a list in `data`, as the spec's client
 * reads them, and where the page sits in `meta` beside it, for the admin's pagination.
 */
export const UserListSchema = envelope(z.array(UserSchema)).extend({ meta: PageMetaSchema });
export type UserList = z.infer<typeof UserListSchema>;

const RoleSchema = z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` });

export const UserSearchQuerySchema = z.object({
  searchTerm: z.string().trim().max(100, 'searchTerm must be at most 100 characters').optional(),
  role: RoleSchema.optional(),
});

export const ChangeRoleSchema = z.object({ userId: IdSchema, role: RoleSchema });
export type ChangeRole = z.infer<typeof ChangeRoleSchema>;

const wholeTaka = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be whole taka`)
    .min(0, `${name} cannot be negative`)
    .max(100_000, `${name} is too large`);

/**
 * POST /shipping-fee/add: the delivery fees inside and outside Dhaka, in whole taka. The spec's
 * client also sends `shippingFeeInternational`: kept and answered (null clears it, absent leaves
 * it), though checkout, which takes addresses in Bangladesh only, never charges it (decision 021).
 */
export const ShippingFeeUpdateSchema = z.object({
  shippingFee: wholeTaka('shippingFee'),
  shippingFeeOutside: wholeTaka('shippingFeeOutside'),
  shippingFeeInternational: wholeTaka('shippingFeeInternational').nullable().optional(),
});
export type ShippingFeeUpdate = z.infer<typeof ShippingFeeUpdateSchema>;

/** PUT /settings: the shop's public details; the receiving number must be a BD mobile number (or empty). */
export const ShopDetailsUpdateSchema = z.object({
  shopName: z.string().trim().min(1, 'Shop name is required').max(80, 'Shop name is too long').optional(),
  receivingNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || BD_PHONE_PATTERN.test(v), 'Receiving number must be a Bangladeshi mobile number')
    .optional(),
  supportPhone: z.string().trim().max(30, 'Support phone is too long').optional(),
  supportEmail: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email')
    .optional(),
});
export type ShopDetailsUpdate = z.infer<typeof ShopDetailsUpdateSchema>;

/**
 * The admin's coupons: list and search, create, change some fields, deactivate. Amounts are taka
 * on the wire and poisha in the table (a percent stays a percent); the code is unique whatever its
 * case (409); every change is audited in its transaction with the coupon before and after.
 */
import type { z } from 'zod';

import {
  type Coupon,
  COUPON_MESSAGES,
  type CouponInputSchema,
  type CouponList,
  couponRuleProblems,
  type CouponUpdateSchema,
  poishaToTaka,
  takaToPoisha,
} from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { pageAnswer, type PageWindow } from '../../lib/pagination.ts';
import { isoDate } from '../../lib/rows.ts';
import type { CouponRow, CouponsRepository, NewCoupon } from './coupons.repository.ts';

type CouponInput = z.output<typeof CouponInputSchema>;
type CouponUpdate = z.output<typeof CouponUpdateSchema>;

/** The one place where a coupon's columns become the admin's fields. */
export function toCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value : poishaToTaka(row.value),
    minOrder: poishaToTaka(row.minOrderPoisha),
    maxDiscount: row.maxDiscountPoisha === null ? null : poishaToTaka(row.maxDiscountPoisha),
    startsAt: row.startsAt ? isoDate(row.startsAt) : null,
    endsAt: row.endsAt ? isoDate(row.endsAt) : null,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    active: row.active,
    usedCount: row.usedCount,
    createdAt: isoDate(row.createdAt),
  };
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

/** The columns of the fields given (all of them on create, some on update). */
function toColumns(input: CouponUpdate, kind: CouponRow['kind']): Partial<NewCoupon> {
  const columns: Partial<NewCoupon> = {};
  if (input.code !== undefined) columns.code = input.code;
  if (input.kind !== undefined) columns.kind = input.kind;
  if (input.value !== undefined) columns.value = kind === 'percent' ? input.value : takaToPoisha(input.value);
  if (input.minOrder !== undefined) columns.minOrderPoisha = takaToPoisha(input.minOrder);
  if (input.maxDiscount !== undefined) {
    columns.maxDiscountPoisha = input.maxDiscount === null ? null : takaToPoisha(input.maxDiscount);
  }
  if (input.startsAt !== undefined) columns.startsAt = instant(input.startsAt);
  if (input.endsAt !== undefined) columns.endsAt = instant(input.endsAt);
  if (input.usageLimit !== undefined) columns.usageLimit = input.usageLimit;
  if (input.perUserLimit !== undefined) columns.perUserLimit = input.perUserLimit;
  if (input.active !== undefined) columns.active = input.active;
  return columns;
}

/** A duplicate code (whatever its case) is a 409 with its message. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COUPON_MESSAGES.codeTaken);
    throw error;
  }
}

export function createCouponsAdminService(db: Database, coupons: CouponsRepository) {
  async function change(
    actorId: string,
    id: string,
    action: string,
    update: (before: CouponRow) => Partial<NewCoupon>,
  ) {
    return uniqueCode(() =>
      db.transaction(async (tx) => {
        const before = await coupons.lockById(tx, id);
        if (!before) throw notFound(COUPON_MESSAGES.notFound);
        const columns = update(before);
        if (!Object.keys(columns).length) return toCoupon(before);
        const after = await coupons.update(tx, id, columns);
        await audit(tx, {
          actorId,
          action,
          entity: 'coupon',
          entityId: id,
          before: toCoupon(before),
          after: toCoupon(after),
        });
        return toCoupon(after);
      }),
    );
  }

  return {
    /** GET /coupons: newest first; `search` matches the code literally, `active` filters. */
    async list(filters: { search?: string; active?: boolean }, window: PageWindow): Promise<CouponList> {
      const { rows, total } = await coupons.list(filters, window);
      return pageAnswer(rows.map(toCoupon), total, window);
    },

    async create(actorId: string, input: CouponInput): Promise<Coupon> {
      return uniqueCode(() =>
        db.transaction(async (tx) => {
          const row = await coupons.insert(tx, toColumns(input, input.kind) as NewCoupon);
          await audit(tx, { actorId, action: 'create', entity: 'coupon', entityId: row.id, after: toCoupon(row) });
          return toCoupon(row);
        }),
      );
    },

    /** PUT /coupons/{id}: the fields sent change; the rules are checked on the coupon as it would be. */
    update(actorId: string, id: string, input: CouponUpdate): Promise<Coupon> {
      return change(actorId, id, 'update', (before) => {
        const current = toCoupon(before);
        const kind = input.kind ?? before.kind;
        // A kind change without a value keeps the number, read in the new kind's unit.
        const value = input.value ?? (input.kind ? current.value : undefined);
        const [problem] = couponRuleProblems({ ...current, ...input, kind, value: value ?? current.value });
        if (problem) throw badRequest(problem.message);
        return toColumns({ ...input, value }, kind);
      });
    },

    /** PATCH /coupons/{id}/deactivate: it stops applying at checkout; its history stays. */
    deactivate(actorId: string, id: string): Promise<Coupon> {
      return change(actorId, id, 'deactivate', (before) => (before.active ? { active: false } : {}));
    },
  };
}

export type CouponsAdminService = ReturnType<typeof createCouponsAdminService>;

import { describe, expect, it } from 'vitest';

import { UserListQuerySchema } from './admin.ts';
import {
  AdminOrderListQuerySchema,
  CouponInputSchema,
  couponRuleProblems,
  CouponUpdateSchema,
} from './admin-orders.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('admin order list query', () => {
  it('parses pages, filters and days', () => {
    expect(
      AdminOrderListQuerySchema.parse({
        page: '2',
        limit: '50',
        search: ' 50%_off ',
        from: '2026-03-01',
        to: '2026-03-01',
      }),
    ).toMatchObject({ page: 2, limit: 50, search: '50%_off', from: '2026-03-01', to: '2026-03-01' });
    expect(AdminOrderListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it.each([
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ status: 'lost' }, 'status must be one of pending, processing, shipped, delivered, cancelled, returned'],
    [{ paymentMethod: 'rocket' }, 'paymentMethod must be one of cash, mobile-banking, ssl, bkash, nagad'],
    [{ from: '2026-02-30' }, 'from must be a date (YYYY-MM-DD)'],
    [{ to: '1/3/2026' }, 'to must be a date (YYYY-MM-DD)'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to'],
    [{ sort: 'name' }, 'sort must be one of createdAt, totalPrice'],
    [{ dir: 'up' }, 'dir must be asc or desc'],
  ])('refuses %j with "%s"', (query, message) => {
    expect(firstMessage(AdminOrderListQuerySchema.safeParse(query))).toBe(message);
  });

  it('shares its page rules with the user list', () => {
    expect(firstMessage(UserListQuerySchema.safeParse({ limit: '101' }))).toBe('limit must be at most 100');
  });
});

describe('coupon input', () => {
  const base = { code: 'eid-10', kind: 'percent', value: 10 } as const;

  it('keeps codes in capitals and fills the defaults', () => {
    expect(CouponInputSchema.parse(base)).toEqual({
      code: 'EID-10',
      kind: 'percent',
      value: 10,
      minOrder: 0,
      maxDiscount: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perUserLimit: null,
      active: true,
    });
  });

  it.each([
    [{ ...base, code: ' ' }, 'Coupon code is required'],
    [{ ...base, code: 'EID 10' }, 'Coupon code may contain only letters, digits, - and _'],
    [{ ...base, value: 0 }, 'A percent discount must be a whole number from 1 to 100'],
    [{ ...base, value: 101 }, 'A percent discount must be a whole number from 1 to 100'],
    [{ ...base, value: 12.5 }, 'A percent discount must be a whole number from 1 to 100'],
    [{ ...base, kind: 'fixed', value: 0 }, 'A fixed discount must be more than Tk 0'],
    [{ ...base, kind: 'fixed', value: 10.005 }, 'Value can have at most 2 decimals'],
    [{ ...base, kind: 'free' }, 'Coupon type must be percent or fixed'],
    [{ ...base, minOrder: -1 }, 'Minimum order cannot be negative'],
    [{ ...base, usageLimit: 0 }, 'Usage limit must be a whole number of at least 1'],
    [{ ...base, startsAt: 'tomorrow' }, 'startsAt must be a date and time (ISO 8601)'],
    [
      { ...base, startsAt: '2026-04-10T00:00:00+06:00', endsAt: '2026-04-09T18:00:00Z' },
      'The end must be after the start',
    ],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(CouponInputSchema.safeParse(input))).toBe(message);
  });

  it('accepts a fixed discount in taka and poisha', () => {
    expect(CouponInputSchema.parse({ ...base, kind: 'fixed', value: 150.5 }).value).toBe(150.5);
  });

  it('checks a partial update on what it sends, and the whole rule on the merged coupon', () => {
    expect(CouponUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(firstMessage(CouponUpdateSchema.safeParse({ kind: 'percent', value: 300 }))).toBe(
      'A percent discount must be a whole number from 1 to 100',
    );
    expect(couponRuleProblems({ kind: 'percent', value: 300, startsAt: null, endsAt: null })).toEqual([
      { path: 'value', message: 'A percent discount must be a whole number from 1 to 100' },
    ]);
  });
});

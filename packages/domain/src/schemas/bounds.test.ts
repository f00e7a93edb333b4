import { describe, expect, it } from 'vitest';

import { LoginSchema, PasswordSchema } from './account.ts';
import { AdminProductListQuerySchema } from './admin-catalogue.ts';
import { ProductListQuerySchema } from './catalogue.ts';
import { CouponPreviewQuerySchema } from './orders.ts';
import { PageQuerySchema } from './pagination.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('numbers in a query have an upper bound', () => {
  it.each([PageQuerySchema, ProductListQuerySchema, AdminProductListQuerySchema])(
    'page 10000 is the last one; beyond it, however large, is "page must be at most 10000"',
    (schema) => {
      expect(schema.safeParse({ page: '10000' }).success).toBe(true);
      for (const page of ['10001', '99999999999999999999', '9'.repeat(400)]) {
        expect(messages(schema.safeParse({ page }))).toEqual(['page must be at most 10000']);
      }
    },
  );

  it("keeps the listing's limits: 0 means all, 100 at most, a discount at most 100", () => {
    expect(ProductListQuerySchema.safeParse({ limit: '0', discount: '100' }).success).toBe(true);
    expect(messages(ProductListQuerySchema.safeParse({ limit: '101' }))).toEqual(['limit must be at most 100']);
    expect(messages(ProductListQuerySchema.safeParse({ discount: '101' }))).toEqual(['discount must be at most 100']);
  });

  it('holds price filters to the highest price a product may have', () => {
    expect(ProductListQuerySchema.safeParse({ minPrice: '10000000' }).success).toBe(true);
    expect(messages(ProductListQuerySchema.safeParse({ maxPrice: '10000000.01' }))).toEqual([
      'maxPrice must be at most 10000000',
    ]);
  });

  it('holds the coupon preview subtotal to what an order may total', () => {
    expect(CouponPreviewQuerySchema.safeParse({ code: 'EID', subtotal: '100000000' }).success).toBe(true);
    expect(messages(CouponPreviewQuerySchema.safeParse({ code: 'EID', subtotal: '99999999999999999999' }))).toEqual([
      'subtotal must be at most 100000000',
    ]);
  });
});

describe('passwords', () => {
  it("are 6 to 128 characters, with the spec's message below 6", () => {
    expect(messages(PasswordSchema.safeParse('12345'))).toEqual(['Password must be at least 6 characters']);
    expect(PasswordSchema.safeParse('123456').success).toBe(true);
    expect(PasswordSchema.safeParse('p'.repeat(128)).success).toBe(true);
    expect(messages(PasswordSchema.safeParse('p'.repeat(129)))).toEqual(['Password must be at most 128 characters']);
  });

  it('over 128 characters are refused at sign-in too; any shorter one is still only required', () => {
    expect(LoginSchema.safeParse({ identifier: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(messages(LoginSchema.safeParse({ identifier: 'a@b.co', password: 'p'.repeat(500 * 1024) }))).toEqual([
      'Password must be at most 128 characters',
    ]);
  });
});

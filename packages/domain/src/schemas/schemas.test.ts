import { describe, expect, it } from 'vitest';

import { priceFilterParams } from '../listing.ts';
import { ChangePasswordSchema, LoginSchema, RegisterEmailSchema, RegisterPhoneSchema } from './account.ts';
import { ProductListQuerySchema } from './catalogue.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('product list query', () => {
  it('parses numbers from the query string', () => {
    expect(ProductListQuerySchema.parse({ page: '2', limit: '0', minPrice: '100', discount: '20' })).toMatchObject({
      page: 2,
      limit: 0,
      minPrice: 100,
      discount: 20,
    });
  });
  it.each([
    [{ page: 'abc' }, 'page must be a whole number'],
    [{ page: '0' }, 'page must be at least 1'],
    [{ limit: '-1' }, 'limit must be a whole number'],
    [{ sortBy: 'cheapest' }, 'sortBy must be one of newest, rating, sales'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    [{ minPrice: '500', maxPrice: '100' }, 'minPrice must not exceed maxPrice'],
  ])('refuses %j with "%s"', (query, message) => {
    expect(firstMessage(ProductListQuerySchema.safeParse(query))).toBe(message);
  });
  it('sends a price only inside the slider range', () => {
    expect(priceFilterParams(0, 10000)).toEqual({});
    expect(priceFilterParams(50, 9950)).toEqual({ minPrice: 50, maxPrice: 9950 });
  });
});

describe('account forms (spec section 5)', () => {
  it('requires an identifier and a password', () => {
    expect(firstMessage(LoginSchema.safeParse({ identifier: '  ', password: 'x' }))).toBe('Email or phone is required');
    expect(firstMessage(LoginSchema.safeParse({ identifier: 'a', password: '' }))).toBe('Password is required');
  });
  it('lowercases e-mail and checks name, password and confirmation', () => {
    expect(
      RegisterEmailSchema.parse({ name: 'Rahim', email: ' A@B.COM ', password: '123456', confirmPassword: '123456' })
        .email,
    ).toBe('a@b.com');
    expect(
      firstMessage(
        RegisterEmailSchema.safeParse({ name: 'Ra', email: 'a@b.com', password: '123456', confirmPassword: '123456' }),
      ),
    ).toBe('Name must be at least 3 characters');
    expect(
      firstMessage(
        RegisterEmailSchema.safeParse({ name: 'Rahim', email: 'a@b', password: '123456', confirmPassword: '123456' }),
      ),
    ).toBe('Invalid email');
    expect(
      firstMessage(
        RegisterEmailSchema.safeParse({ name: 'Rahim', email: 'a@b.com', password: '12345', confirmPassword: '12345' }),
      ),
    ).toBe('Password must be at least 6 characters');
    expect(
      firstMessage(
        RegisterEmailSchema.safeParse({
          name: 'Rahim',
          email: 'a@b.com',
          password: '123456',
          confirmPassword: '1234567',
        }),
      ),
    ).toBe("Passwords don't match");
  });
  it('accepts only Bangladeshi mobile numbers', () => {
    const base = { name: 'Karim', password: '123456', confirmPassword: '123456' };
    expect(RegisterPhoneSchema.safeParse({ ...base, phone: '01712345678' }).success).toBe(true);
    expect(firstMessage(RegisterPhoneSchema.safeParse({ ...base, phone: '01212345678' }))).toBe('Invalid phone number');
  });
  it('asks to confirm a changed password', () => {
    expect(
      firstMessage(
        ChangePasswordSchema.safeParse({ currentPassword: 'old', newPassword: '123456', confirmPassword: '' }),
      ),
    ).toBe('Please confirm your password');
  });
});

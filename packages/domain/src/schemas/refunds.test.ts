import { describe, expect, it } from 'vitest';

import { REFUND_NUMBER_MESSAGE, RefundRequestSchema, RefundStatusUpdateSchema } from './refunds.ts';

const orderId = '0b6c3c1e-5a7d-4e61-9d7e-3f2a1bc4d9ef';

describe('the refund request form (spec section 5, Refund method and number)', () => {
  it('takes bKash, Nagad or Rocket and a Bangladeshi mobile number', () => {
    expect(RefundRequestSchema.parse({ orderId, refundMethod: 'nagad', refundNumber: ' 01712345678 ' })).toEqual({
      orderId,
      refundMethod: 'nagad',
      refundNumber: '01712345678',
    });
  });

  it.each(['01212345678', '0171234567', '017123456789', '+8801712345678', ''])('refuses %j as a number', (number) => {
    const result = RefundRequestSchema.safeParse({ orderId, refundMethod: 'bkash', refundNumber: number });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REFUND_NUMBER_MESSAGE]);
  });

  it('refuses card, which the select offers but the rules lack', () => {
    expect(RefundRequestSchema.safeParse({ orderId, refundMethod: 'card', refundNumber: '01712345678' }).success).toBe(
      false,
    );
  });
});

describe('a refund status change', () => {
  it('answers the capitalised status whatever the case sent, and refuses others', () => {
    expect(RefundStatusUpdateSchema.parse({ status: 'completed' })).toEqual({ status: 'Completed' });
    expect(RefundStatusUpdateSchema.parse({ id: orderId, status: 'Failed' })).toEqual({
      id: orderId,
      status: 'Failed',
    });
    expect(RefundStatusUpdateSchema.safeParse({ status: 'refunded' }).success).toBe(false);
  });

  it('takes an amount in taka with at most two decimals, for completing in part', () => {
    expect(RefundStatusUpdateSchema.parse({ status: 'Completed', amount: 1000.55 })).toEqual({
      status: 'Completed',
      amount: 1000.55,
    });
    expect(RefundStatusUpdateSchema.safeParse({ status: 'Completed', amount: 10.123 }).error?.issues[0]?.message).toBe(
      'amount may have at most two decimals',
    );
    expect(RefundStatusUpdateSchema.safeParse({ status: 'Completed', amount: 0 }).success).toBe(false);
  });
});

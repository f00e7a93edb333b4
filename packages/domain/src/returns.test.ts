import { describe, expect, it } from 'vitest';

import { refundOnReturn, returnNeedsRefund, returnRate } from './returns.ts';

describe('return rate', () => {
  it('is returned / (delivered + returned)', () => {
    expect(returnRate({ delivered: 3, returned: 1 })).toBe(0.25);
    expect(returnRate({ delivered: 0, returned: 2 })).toBe(1);
    expect(returnRate({ delivered: 5, returned: 0 })).toBe(0);
  });

  it('is null when no parcel ended, not 0', () => {
    expect(returnRate({ delivered: 0, returned: 0 })).toBeNull();
  });
});

describe('refund of a returned order', () => {
  const order = { paymentNumber: null, phone: '01712345678' } as const;

  it('is owed when the money was received before delivery, never for cash on delivery', () => {
    expect(returnNeedsRefund({ paymentMethod: 'ssl', paymentStatus: 'paid' })).toBe(true);
    expect(returnNeedsRefund({ paymentMethod: 'bkash', paymentStatus: 'paid' })).toBe(true);
    expect(returnNeedsRefund({ paymentMethod: 'mobile-banking', paymentStatus: 'paid' })).toBe(true);
    expect(returnNeedsRefund({ paymentMethod: 'mobile-banking', paymentStatus: 'pending' })).toBe(false);
    expect(returnNeedsRefund({ paymentMethod: 'ssl', paymentStatus: 'unpaid' })).toBe(false);
    expect(returnNeedsRefund({ paymentMethod: 'cash', paymentStatus: 'unpaid' })).toBe(false);
    expect(returnNeedsRefund({ paymentMethod: 'cash', paymentStatus: 'paid' })).toBe(false);
  });

  it('goes back to bKash for a bKash payment, else the way it was paid, to the number paid from or the phone', () => {
    expect(refundOnReturn({ ...order, paymentMethod: 'bkash', paymentStatus: 'paid' })).toEqual({
      refundMethod: 'bkash',
      refundNumber: '01712345678',
    });
    expect(
      refundOnReturn({
        ...order,
        paymentMethod: 'mobile-banking',
        paymentStatus: 'paid',
        paymentNumber: '01898765432',
      }),
    ).toEqual({ refundMethod: 'original', refundNumber: '01898765432' });
    expect(refundOnReturn({ ...order, paymentMethod: 'ssl', paymentStatus: 'paid', paymentNumber: ' ' })).toEqual({
      refundMethod: 'original',
      refundNumber: '01712345678',
    });
    expect(refundOnReturn({ ...order, paymentMethod: 'cash', paymentStatus: 'unpaid' })).toBeNull();
  });
});

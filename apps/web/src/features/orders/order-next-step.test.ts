import { describe, expect, it } from 'vitest';

import { anOrder } from '@/test/fixtures';

import { nextStep } from './order-next-step';

describe('nextStep: what happens to an order just placed', () => {
  it('has the courier collect the total of a cash order, less a delivery fee sent first', () => {
    expect(nextStep(anOrder({ paymentMethod: 'cash', totalPrice: 2560 }))).toEqual({
      kind: 'cash',
      collect: 2560,
      prepaidFee: null,
    });
    const prepaid = anOrder({
      paymentMethod: 'cash',
      totalPrice: 2560,
      deliveryFeePrepaid: { amount: 60, paymentNumber: '01812345678', transactionId: 'BKX7Q2M9', confirmed: true },
    });
    expect(nextStep(prepaid)).toEqual({ kind: 'cash', collect: 2500, prepaidFee: 60 });
  });

  it('has the shop check a transfer sent by hand, with its wallet and TrxID', () => {
    const transfer = anOrder({
      paymentMethod: 'mobile-banking',
      paymentStatus: 'pending',
      totalPrice: 1310,
      mobileBankingProvider: 'nagad',
      paymentReference: '71N5UXBX',
    });
    expect(nextStep(transfer)).toEqual({ kind: 'transfer', amount: 1310, provider: 'nagad', reference: '71N5UXBX' });
  });

  it('says paid once the gateway or the shop took the money, and waiting while a gateway has not', () => {
    expect(nextStep(anOrder({ paymentMethod: 'bkash', paymentStatus: 'paid', totalPrice: 990 }))).toEqual({
      kind: 'paid',
      amount: 990,
      method: 'bkash',
    });
    expect(nextStep(anOrder({ paymentMethod: 'ssl', paymentStatus: 'unpaid', totalPrice: 990 }))).toEqual({
      kind: 'awaiting-payment',
      amount: 990,
      method: 'ssl',
    });
  });

  it('has no next step for an order cancelled or brought back', () => {
    expect(nextStep(anOrder({ status: 'cancelled' }))).toBeNull();
    expect(nextStep(anOrder({ status: 'returned' }))).toBeNull();
  });
});

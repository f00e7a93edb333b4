import { describe, expect, it } from 'vitest';

import { MOBILE_BANKING_MESSAGES, normalizeTrxId, trxIdProblem } from './mobile-banking.ts';
import { RejectPaymentSchema } from './schemas/admin-orders.ts';
import { mobileBankingIssues, OrderPayloadSchema } from './schemas/orders.ts';

describe('a mobile-banking transaction id (decision 038)', () => {
  it('is kept without spaces and in capitals, as typed from the SMS', () => {
    expect(normalizeTrxId(' 8n7a 6d5ee7 ')).toBe('8N7A6D5EE7');
    expect(normalizeTrxId('\t71n5uxbx\n')).toBe('71N5UXBX');
  });

  it('has the shape of its provider: bKash 10 letters and digits, Nagad 8, Rocket 10 digits', () => {
    expect(trxIdProblem('bkash', '8N7A6D5EE7')).toBeNull();
    expect(trxIdProblem('bkash', 'BLU1H6X87P')).toBeNull();
    expect(trxIdProblem('nagad', '71N5UXBX')).toBeNull();
    expect(trxIdProblem('rocket', '3258493716')).toBeNull();
  });

  it.each([
    ['bkash', '8N7A6D5EE', MOBILE_BANKING_MESSAGES.trxIdShape.bkash],
    ['bkash', '8N7A6D5EE77', MOBILE_BANKING_MESSAGES.trxIdShape.bkash],
    ['bkash', '8N7A6D5E-7', MOBILE_BANKING_MESSAGES.trxIdShape.bkash],
    ['bkash', '8n7a6d5ee7', MOBILE_BANKING_MESSAGES.trxIdShape.bkash],
    ['nagad', '8N7A6D5EE7', MOBILE_BANKING_MESSAGES.trxIdShape.nagad],
    ['rocket', '8N7A6D5EE7', MOBILE_BANKING_MESSAGES.trxIdShape.rocket],
    ['rocket', '325849371', MOBILE_BANKING_MESSAGES.trxIdShape.rocket],
    ['nagad', '', MOBILE_BANKING_MESSAGES.trxIdRequired],
  ] as const)('refuses %s id "%s" with "%s"', (provider, trxId, message) => {
    expect(trxIdProblem(provider, trxId)).toBe(message);
  });

  it('on the checkout form needs a provider and an id of its shape', () => {
    expect(mobileBankingIssues({ paymentMethod: 'mobile-banking' }, true)).toEqual([
      { path: 'mobileBankingProvider', message: MOBILE_BANKING_MESSAGES.provider },
      { path: 'transactionId', message: MOBILE_BANKING_MESSAGES.trxIdRequired },
    ]);
    expect(mobileBankingIssues({ paymentMethod: 'mobile-banking', mobileBankingProvider: 'bkash' }, true)).toEqual([
      { path: 'transactionId', message: MOBILE_BANKING_MESSAGES.trxIdRequired },
    ]);
    expect(mobileBankingIssues({ paymentMethod: 'cash' }, true)).toEqual([]);
  });
});

describe('the order payload with a mobile-banking transfer', () => {
  const payload = {
    customerId: '7b0f7e4e-0c7a-4a53-9d55-0d2c9b8e2f10',
    phone: '01712345678',
    items: [{ productId: '7b0f7e4e-0c7a-4a53-9d55-0d2c9b8e2f11', quantity: 1, price: 100, subTotal: 100 }],
    totalPrice: 160,
    paymentMethod: 'mobile-banking',
    deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'Road 27' },
  };
  const issue = (value: object) => OrderPayloadSchema.safeParse({ ...payload, ...value }).error?.issues[0];

  it('keeps the id normalized', () => {
    const parsed = OrderPayloadSchema.parse({
      ...payload,
      mobileBankingProvider: 'bkash',
      transactionId: ' 8n7a6d5ee7',
    });
    expect(parsed.transactionId).toBe('8N7A6D5EE7');
  });
  it('still takes an order without provider or id (the spec page sends neither)', () => {
    expect(OrderPayloadSchema.safeParse(payload).success).toBe(true);
  });
  it('refuses an id without its provider, and an id of another shape', () => {
    expect(issue({ transactionId: '8N7A6D5EE7' })).toMatchObject({
      path: ['mobileBankingProvider'],
      message: MOBILE_BANKING_MESSAGES.provider,
    });
    expect(issue({ mobileBankingProvider: 'rocket', transactionId: '8N7A6D5EE7' })).toMatchObject({
      path: ['transactionId'],
      message: MOBILE_BANKING_MESSAGES.trxIdShape.rocket,
    });
    expect(issue({ mobileBankingProvider: 'upay', transactionId: '8N7A6D5EE7' })?.message).toBe(
      MOBILE_BANKING_MESSAGES.provider,
    );
  });
});

describe('rejecting a transfer', () => {
  it('needs a reason the shopper can read', () => {
    expect(RejectPaymentSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe('Give the shopper a reason');
    expect(RejectPaymentSchema.parse({ reason: ' Not in our statement ' })).toEqual({ reason: 'Not in our statement' });
  });
});

import { describe, expect, it } from 'vitest';

import { DEFAULT_ORDER_CAPS, openCodRefusal, ORDER_CAPS_MAX, OrderCapsSchema } from './order-caps.ts';

describe('OrderCapsSchema', () => {
  it('takes the defaults and whole numbers from 1 up to the maximum', () => {
    expect(OrderCapsSchema.parse(DEFAULT_ORDER_CAPS)).toEqual(DEFAULT_ORDER_CAPS);
    const widest = { ...DEFAULT_ORDER_CAPS, ordersPerAddressHour: ORDER_CAPS_MAX, smsPerPhoneDay: 1 };
    expect(OrderCapsSchema.parse(widest)).toEqual(widest);
  });

  it('says which cap is wrong and why', () => {
    const messageOf = (change: object) =>
      OrderCapsSchema.safeParse({ ...DEFAULT_ORDER_CAPS, ...change }).error?.issues[0]?.message;
    expect(messageOf({ smsPerPhoneDay: 0 })).toBe('SMS per phone in a day must be at least 1');
    expect(messageOf({ openCodPerPhone: 2.5 })).toBe('Open cash on delivery orders per phone must be a whole number');
    expect(messageOf({ ordersPerAccountHour: ORDER_CAPS_MAX + 1 })).toBe(
      `Orders per account in an hour must be at most ${ORDER_CAPS_MAX}`,
    );
    expect(messageOf({ ordersPerAddressHour: '5' })).toBe('Orders per address in an hour must be a number');
  });
});

describe('openCodRefusal', () => {
  const caps = { ...DEFAULT_ORDER_CAPS, openCodPerAccount: 2, openCodPerPhone: 3 };

  it('lets an order through below both caps', () => {
    expect(openCodRefusal({ accountOrders: 1, phoneOrders: 2 }, caps)).toBeNull();
  });

  it('refuses at the account cap, then at the phone cap', () => {
    expect(openCodRefusal({ accountOrders: 2, phoneOrders: 0 }, caps)).toMatch(/^You have 2 cash on delivery orders/);
    expect(openCodRefusal({ accountOrders: 0, phoneOrders: 3 }, caps)).toMatch(/^This phone has 3 cash on delivery/);
  });
});

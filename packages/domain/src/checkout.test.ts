import { describe, expect, it } from 'vitest';

import { couponDiscountPoisha, deliveryFeePoisha, orderTotalsPoisha } from './checkout.ts';
import { BD_DIVISIONS, isDistrictOf } from './locations.ts';
import { OrderPayloadSchema } from './schemas/orders.ts';

const fees = { insidePoisha: 6000, outsidePoisha: 12000 };

describe('delivery fee (spec section 9)', () => {
  it('charges shippingFee in Dhaka division and shippingFeeOutside elsewhere', () => {
    expect(deliveryFeePoisha('Dhaka', fees)).toBe(6000);
    expect(deliveryFeePoisha('Sylhet', fees)).toBe(12000);
  });
});

describe('coupon discount', () => {
  it('takes a percent, caps it, never exceeds the subtotal and rounds down to whole taka', () => {
    expect(couponDiscountPoisha({ kind: 'percent', value: 10, maxDiscountPoisha: null }, 99_900)).toBe(9_900);
    expect(couponDiscountPoisha({ kind: 'percent', value: 50, maxDiscountPoisha: 20_000 }, 100_000)).toBe(20_000);
    expect(couponDiscountPoisha({ kind: 'fixed', value: 50_000, maxDiscountPoisha: null }, 30_000)).toBe(30_000);
  });
  it('sums an order: subtotal less discount plus delivery', () => {
    expect(orderTotalsPoisha([{ unitPricePoisha: 85_000, quantity: 2 }], 10_000, 6_000)).toEqual({
      subtotalPoisha: 170_000,
      discountPoisha: 10_000,
      deliveryFeePoisha: 6_000,
      totalPoisha: 166_000,
    });
  });
});

describe('locations', () => {
  it('knows the 8 divisions of the spec and their districts', () => {
    expect(BD_DIVISIONS.toSorted()).toEqual(
      ['Barisal', 'Chittagong', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet'].toSorted(),
    );
    expect(isDistrictOf('Dhaka', 'Gazipur')).toBe(true);
    expect(isDistrictOf('Dhaka', 'Sylhet')).toBe(false);
  });
});

describe('order payload (spec section 5, Checkout)', () => {
  const payload = {
    customerId: '7b0f7e4e-0c7a-4a53-9d55-0d2c9b8e2f10',
    phone: '01712345678',
    items: [{ productId: '7b0f7e4e-0c7a-4a53-9d55-0d2c9b8e2f11', quantity: 1, price: 100, subTotal: 100 }],
    totalPrice: 160,
    paymentMethod: 'cash',
    deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'Road 27' },
  };
  const message = (value: unknown) => OrderPayloadSchema.safeParse(value).error?.issues[0]?.message;

  it('accepts a complete payload and fills the optional fields', () => {
    expect(OrderPayloadSchema.parse(payload)).toMatchObject({ cuopon: '', paymentNumber: '', customerEmail: '' });
  });
  it.each([
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '01212345678' }, 'Invalid Bangladeshi phone number'],
    [{ deliveryAddress: { ...payload.deliveryAddress, addressDetails: ' ' } }, 'Address is required'],
    [{ deliveryAddress: { ...payload.deliveryAddress, division: '' } }, 'Division is required'],
    [{ deliveryAddress: { ...payload.deliveryAddress, division: 'Atlantis' } }, 'Unknown division'],
    [{ deliveryAddress: { ...payload.deliveryAddress, district: 'Sylhet' } }, 'District is not in the chosen division'],
    [{ deliveryAddress: { ...payload.deliveryAddress, city: '' } }, 'City/Upazila is required'],
    [{ items: [] }, 'No item selected for checkout.'],
    [{ items: [{ ...payload.items[0], quantity: 1.5 }] }, 'Quantity must be a whole number'],
    [{ items: [{ ...payload.items[0], quantity: 0 }] }, 'Quantity must be at least 1'],
    [{ items: [{ ...payload.items[0], quantity: 1e9 }] }, 'Quantity must be at most 999'],
    [{ paymentMethod: 'card' }, 'Payment method must be one of cash, mobile-banking, ssl, bkash, nagad'],
    [{ paymentNumber: '123' }, 'Invalid payment number'],
  ])('refuses %j with "%s"', (change, expected) => {
    expect(message({ ...payload, ...change })).toBe(expected);
  });
});

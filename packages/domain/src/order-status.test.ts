import { describe, expect, it } from 'vitest';

import { ORDER_STATUSES } from './constants.ts';
import {
  cancellationNeedsRefund,
  canMoveOrder,
  customerMayCancel,
  mayConfirmPayment,
  nextOrderStatuses,
  orderPathTo,
  paidOnDelivery,
  stockGoesBack,
} from './order-status.ts';

describe('order status', () => {
  it('moves forward one step at a time, and cancels only before shipping', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => nextOrderStatuses(from).map((to) => `${from}->${to}`));
    expect(allowed.sort()).toEqual(
      [
        'pending->processing',
        'pending->cancelled',
        'processing->shipped',
        'processing->cancelled',
        'shipped->delivered',
        'shipped->returned',
      ].sort(),
    );
    expect(canMoveOrder('pending', 'delivered')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('cancelled', 'pending')).toBe(false);
    expect(canMoveOrder('delivered', 'delivered')).toBe(false);
    expect(canMoveOrder('processing', 'returned')).toBe(false);
    expect(canMoveOrder('delivered', 'returned')).toBe(false);
    expect(nextOrderStatuses('returned')).toEqual([]);
  });

  it("finds the courier's way to a status one allowed step at a time, never through a cancellation", () => {
    expect(orderPathTo('processing', 'delivered')).toEqual(['shipped', 'delivered']);
    expect(orderPathTo('processing', 'returned')).toEqual(['shipped', 'returned']);
    expect(orderPathTo('shipped', 'delivered')).toEqual(['delivered']);
    expect(orderPathTo('delivered', 'delivered')).toEqual([]);
    expect(orderPathTo('delivered', 'returned')).toBeNull();
    expect(orderPathTo('cancelled', 'shipped')).toBeNull();
    expect(orderPathTo('returned', 'delivered')).toBeNull();
  });

  it('puts stock back on cancellation and return only, and counts cash paid once delivered', () => {
    expect(ORDER_STATUSES.filter(stockGoesBack)).toEqual(['cancelled', 'returned']);
    expect(paidOnDelivery({ status: 'shipped', paymentStatus: 'unpaid', paymentMethod: 'cash' })).toBe(true);
    expect(paidOnDelivery({ status: 'shipped', paymentStatus: 'paid', paymentMethod: 'cash' })).toBe(false);
    expect(paidOnDelivery({ status: 'shipped', paymentStatus: 'pending', paymentMethod: 'mobile-banking' })).toBe(
      false,
    );
  });

  it('sends only money received through a refund, and lets customers cancel only pending orders', () => {
    expect(cancellationNeedsRefund({ status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'cash' })).toBe(false);
    // A transfer the shopper reported but the shop has not confirmed is not money received.
    expect(
      cancellationNeedsRefund({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'mobile-banking' }),
    ).toBe(false);
    expect(cancellationNeedsRefund({ status: 'pending', paymentStatus: 'paid', paymentMethod: 'mobile-banking' })).toBe(
      true,
    );
    expect(cancellationNeedsRefund({ status: 'pending', paymentStatus: 'paid', paymentMethod: 'ssl' })).toBe(true);
    expect(cancellationNeedsRefund({ status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'ssl' })).toBe(false);
    expect(customerMayCancel({ status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'cash' })).toBe(true);
    expect(customerMayCancel({ status: 'processing', paymentStatus: 'unpaid', paymentMethod: 'cash' })).toBe(false);
  });

  it('lets the admin confirm only a mobile-banking payment that is not yet paid, on an order not cancelled', () => {
    const order = { status: 'pending', paymentStatus: 'pending', paymentMethod: 'mobile-banking' } as const;
    expect(mayConfirmPayment(order)).toBe(true);
    expect(mayConfirmPayment({ ...order, paymentStatus: 'unpaid' })).toBe(true);
    expect(mayConfirmPayment({ ...order, paymentStatus: 'paid' })).toBe(false);
    expect(mayConfirmPayment({ ...order, status: 'cancelled' })).toBe(false);
    expect(mayConfirmPayment({ ...order, paymentMethod: 'cash', paymentStatus: 'unpaid' })).toBe(false);
    expect(mayConfirmPayment({ ...order, paymentMethod: 'ssl', paymentStatus: 'unpaid' })).toBe(false);
  });
});

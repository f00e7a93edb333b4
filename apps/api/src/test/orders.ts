/** Helpers for checkout tests: an order payload as the checkout page builds it, coupons, stock. */
import { eq } from 'drizzle-orm';

import { type OrderPayload, takaToPoisha } from '@dokan/domain';

import type { Database } from '../db/client.ts';
import { coupons, orders, products, verifiedPhones } from '../db/schema.ts';
import { call, type SignedIn } from './accounts.ts';
import type { TestApp } from './app.ts';

export interface CartLine {
  product: { id: string; name: string; pricePoisha: number };
  quantity?: number;
  color?: string;
  size?: string;
  /** What the page believes the unit price is, in taka (defaults to the product's). */
  price?: number;
}

/** The phone `orderPayload` orders with. */
export const ORDER_PHONE = '01712345678';

/**
 * `customer` has confirmed `phone` with its SMS code (decision 041), as a shopper does at their first
 * large cash-on-delivery order: for tests about something else that place one.
 */
export async function confirmPhone(db: Database, customer: SignedIn, phone = ORDER_PHONE): Promise<void> {
  await db.insert(verifiedPhones).values({ userId: customer.id, phone }).onConflictDoNothing();
}

/** The payload the checkout page sends for these cart lines, with its totals computed as the page does. */
export function orderPayload(
  customer: SignedIn,
  lines: CartLine[],
  overrides: Partial<OrderPayload> & { fee?: number; discount?: number } = {},
): OrderPayload {
  const { fee, discount, ...rest } = overrides;
  const items = lines.map((line) => {
    const price = line.price ?? line.product.pricePoisha / 100;
    const quantity = line.quantity ?? 1;
    return {
      productId: line.product.id,
      productName: line.product.name,
      quantity,
      color: line.color ?? 'Red',
      size: line.size ?? 'M',
      price,
      subTotal: price * quantity,
      OwnerId: null,
    };
  });
  const division = rest.deliveryAddress?.division ?? 'Dhaka';
  const deliveryFee = fee ?? (division === 'Dhaka' ? 60 : 120);
  const subtotal = items.reduce((sum, item) => sum + item.subTotal, 0);
  return {
    customerName: 'Test Shopper',
    customerEmail: customer.email,
    customerId: customer.id,
    phone: ORDER_PHONE,
    cuopon: '',
    items,
    totalPrice: subtotal - (discount ?? 0) + deliveryFee,
    paymentMethod: 'cash',
    paymentNumber: '',
    deliveryFee,
    deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'House 12, Road 27' },
    ...rest,
  };
}

let trxIds = 0;

/**
 * A bKash transaction id of the real shape (10 capital letters and digits), a new one each call:
 * one transfer pays one order (decision 038).
 */
export function bkashTrxId(): string {
  trxIds += 1;
  return `T${process.pid.toString(36).toUpperCase().padStart(4, '0').slice(-4)}${trxIds.toString(36).toUpperCase().padStart(5, '0')}`;
}

export function placeOrder(t: TestApp, customer: SignedIn, payload: OrderPayload, idempotencyKey?: string) {
  return call(t, 'POST', '/api/order/post-order', payload, {
    token: customer.accessToken,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

export async function stockOf(db: Database, productId: string) {
  const [row] = await db
    .select({ remaining: products.remaining, sales: products.sales })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

/** Moves an order's placing time, for date filters and daily figures. */
export async function placedAt(db: Database, orderId: string, when: Date) {
  await db.update(orders).set({ createdAt: when }).where(eq(orders.id, orderId));
}

export async function ordersOf(db: Database, customerId: string) {
  return db.select().from(orders).where(eq(orders.customerId, customerId));
}

export interface CouponSpec {
  code: string;
  kind?: 'percent' | 'fixed';
  /** Percent, or taka for a fixed coupon. */
  value: number;
  minOrderTaka?: number;
  maxDiscountTaka?: number;
  startsAt?: Date;
  endsAt?: Date;
  usageLimit?: number;
  perUserLimit?: number;
  active?: boolean;
}

export async function addCoupon(db: Database, spec: CouponSpec) {
  const kind = spec.kind ?? 'percent';
  const [row] = await db
    .insert(coupons)
    .values({
      code: spec.code,
      kind,
      value: kind === 'percent' ? spec.value : takaToPoisha(spec.value),
      minOrderPoisha: takaToPoisha(spec.minOrderTaka ?? 0),
      maxDiscountPoisha: spec.maxDiscountTaka === undefined ? null : takaToPoisha(spec.maxDiscountTaka),
      startsAt: spec.startsAt,
      endsAt: spec.endsAt,
      usageLimit: spec.usageLimit,
      perUserLimit: spec.perUserLimit,
      active: spec.active ?? true,
    })
    .returning();
  return row!;
}

/** What the courier drivers' tests share: an order ready to book, and the admin booking it. */
import { expect } from 'vitest';

import type { OrderPayload } from '@dokan/domain';

import { call, type SignedIn } from './accounts.ts';
import type { TestApp } from './app.ts';
import { addProduct } from './catalogue-fixtures.ts';
import { orderPayload, placeOrder } from './orders.ts';

/** The shop under test, its shopper and admin, and the category the parcels' goods are in. */
export interface CourierScene {
  t: TestApp;
  shopper: SignedIn;
  admin: SignedIn;
  categoryId: string;
}

/**
 * A cash-on-delivery order of two bedsheets (Tk 1,500 each; Tk 3,060 with delivery) that the admin
 * has moved to processing: ready to book with a courier. `extra` changes the order (phone, address).
 */
export async function processingOrder(scene: CourierScene, extra: Partial<OrderPayload> = {}) {
  const { t, shopper, admin, categoryId } = scene;
  const product = await addProduct(t.db, { name: 'Bedsheet', categoryId, priceTaka: 1500, remaining: 10 });
  const placed = await placeOrder(t, shopper, orderPayload(shopper, [{ product, quantity: 2 }], extra));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().data._id as string;
  await call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status: 'processing' }, { token: admin.accessToken });
  return { orderId, product };
}

/** The admin books `orderId` with the courier and amount in `body`. */
export function bookParcel(scene: CourierScene, orderId: string, body: Record<string, unknown>) {
  return call(scene.t, 'POST', `/api/couriers/orders/${orderId}/book`, body, { token: scene.admin.accessToken });
}

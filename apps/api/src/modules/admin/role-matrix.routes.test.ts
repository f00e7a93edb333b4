/**
 * Who may call each admin route (admin-contract.md, Roles): anonymous 401, a customer 403, a seller
 * (owner) only the reads of their own orders and figures, an admin everything. One row per route,
 * so a new admin route is one more row. The admin calls last, so a change it makes never decides
 * what the others got.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, makeAdmin, makeOwner, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { addCoupon, bkashTrxId, orderPayload, placeOrder } from '../../test/orders.ts';

let t: TestApp;
const who: Record<'user' | 'owner' | 'otherOwner' | 'admin', SignedIn> = {} as never;
/** Records the rows act on, made once before the table runs. */
const fixture = {
  cashOrder: '',
  mobileOrder: '',
  rejectedOrder: '',
  refund: '',
  coupon: '',
  roleTarget: '',
  deleteTarget: '',
};

beforeAll(async () => {
  t = await createTestApp();
  const [user, owner, otherOwner, admin, customer, roleTarget, deleteTarget] = await Promise.all(
    Array.from({ length: 7 }, () => signedInCustomer(t)),
  );
  Object.assign(who, { user: user!, owner: owner!, otherOwner: otherOwner!, admin: admin! });
  await makeOwner(t, owner!.id);
  await makeOwner(t, otherOwner!.id);
  await makeAdmin(t, admin!.id);

  const categoryId = (await addCategory(t.db, 'Fashion')).id;
  const product = await addProduct(t.db, { name: 'Owned Kurta', categoryId, remaining: 50, ownerId: owner!.id });
  const place = async (extra: Parameters<typeof orderPayload>[2] = {}) => {
    const response = await placeOrder(t, customer!, orderPayload(customer!, [{ product }], extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data._id as string;
  };
  const mobile = () =>
    ({
      paymentMethod: 'mobile-banking',
      paymentNumber: '01812345678',
      mobileBankingProvider: 'bkash',
      transactionId: bkashTrxId(),
    }) as const;
  fixture.cashOrder = await place();
  fixture.mobileOrder = await place(mobile());
  fixture.rejectedOrder = await place(mobile());
  const refunded = await place(mobile());
  // Only money received is refunded (decision 020): the shop confirms the transfer first.
  const confirmed = await call(t, 'PATCH', `/api/order/confirm-payment/${refunded}`, {}, { token: admin!.accessToken });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const refund = await call(
    t,
    'POST',
    '/api/refund/post',
    { orderId: refunded, refundMethod: 'bkash', refundNumber: '01712345678' },
    { token: customer!.accessToken },
  );
  expect(refund.statusCode, refund.body).toBe(201);
  fixture.refund = refund.json().data._id;
  fixture.coupon = (await addCoupon(t.db, { code: 'MATRIX', value: 10 })).id;
  fixture.roleTarget = roleTarget!.id;
  fixture.deleteTarget = deleteTarget!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Expected {
  anonymous: number;
  user: number;
  owner: number;
  otherOwner: number;
  admin: number;
}
/** Admin only: what every admin write and most reads answer. */
const adminOnly = (admin = 200): Expected => ({ anonymous: 401, user: 403, owner: 403, otherOwner: 403, admin });
/** Admin and sellers (each over their own). */
const adminAndOwners: Expected = { anonymous: 401, user: 403, owner: 200, otherOwner: 200, admin: 200 };

/** [route, its path with the fixture's ids, its body, what each caller gets]. */
const routes: [string, () => string, (() => object) | undefined, Expected][] = [
  // users and settings (existing)
  ['GET /user/get-all-users', () => '/user/get-all-users', undefined, adminOnly()],
  ['GET /user/get-user-by-search', () => '/user/get-user-by-search?searchTerm=test', undefined, adminOnly()],
  [
    'PATCH /user/change-role',
    () => '/user/change-role',
    () => ({ userId: fixture.roleTarget, role: 'owner' }),
    adminOnly(),
  ],
  ['DELETE /user/delete-user/:id', () => `/user/delete-user/${fixture.deleteTarget}`, undefined, adminOnly()],
  [
    'POST /shipping-fee/add',
    () => '/shipping-fee/add',
    () => ({ shippingFee: 70, shippingFeeOutside: 130 }),
    adminOnly(),
  ],
  ['PUT /settings', () => '/settings', () => ({ shopName: 'Dokan' }), adminOnly()],
  // refunds (existing): every signed-in user lists their own requests; only an admin sets a status
  ['GET /refund', () => '/refund', undefined, { anonymous: 401, user: 200, owner: 200, otherOwner: 200, admin: 200 }],
  ['PATCH /refund/:id', () => `/refund/${fixture.refund}`, () => ({ status: 'Completed' }), adminOnly()],
  // orders
  ['GET /order/get-all-orders', () => '/order/get-all-orders', undefined, adminAndOwners],
  [
    'GET /order/:orderId',
    () => `/order/${fixture.cashOrder}`,
    undefined,
    { anonymous: 401, user: 403, owner: 200, otherOwner: 403, admin: 200 },
  ],
  [
    'PATCH /order/update-status/:orderId',
    () => `/order/update-status/${fixture.cashOrder}`,
    () => ({ status: 'processing' }),
    adminOnly(),
  ],
  [
    'PATCH /order/confirm-payment/:orderId',
    () => `/order/confirm-payment/${fixture.mobileOrder}`,
    () => ({}),
    adminOnly(),
  ],
  ['GET /order/mobile-banking-queue', () => '/order/mobile-banking-queue', undefined, adminOnly()],
  [
    'PATCH /order/reject-payment/:orderId',
    () => `/order/reject-payment/${fixture.rejectedOrder}`,
    () => ({ reason: 'Not in our statement' }),
    adminOnly(),
  ],
  // coupons
  ['GET /coupons', () => '/coupons', undefined, adminOnly()],
  ['POST /coupons', () => '/coupons', () => ({ code: 'NEWONE', kind: 'fixed', value: 50 }), adminOnly(201)],
  ['PUT /coupons/:id', () => `/coupons/${fixture.coupon}`, () => ({ value: 15 }), adminOnly()],
  ['PATCH /coupons/:id/deactivate', () => `/coupons/${fixture.coupon}/deactivate`, undefined, adminOnly()],
  // a seller's products (the spec client's API files): that seller and admins
  [
    'GET /products/owner/:ownerId',
    () => `/products/owner/${who.owner.id}`,
    undefined,
    { anonymous: 401, user: 403, owner: 200, otherOwner: 403, admin: 200 },
  ],
  // the admin area
  ['GET /admin/dashboard', () => '/admin/dashboard', undefined, adminAndOwners],
  ['GET /admin/audit-log', () => '/admin/audit-log', undefined, adminOnly()],
  // what couriers charge is the shop's cost: no seller reads it (decision 042)
  [
    'GET /couriers/deliveries-report',
    () => '/couriers/deliveries-report?from=2026-01&to=2026-03',
    undefined,
    adminOnly(),
  ],
];

describe('the role matrix of the admin routes', () => {
  it.each(routes)('%s', async (route, path, body, expected) => {
    const method = route.split(' ')[0] as Method;
    const got: Record<string, number> = {};
    for (const role of ['anonymous', 'user', 'owner', 'otherOwner', 'admin'] as const) {
      const token = role === 'anonymous' ? undefined : who[role].accessToken;
      const response = await call(t, method, `/api${path()}`, body?.(), { token });
      got[role] = response.statusCode;
    }
    expect(got).toEqual(expected);
  });
});

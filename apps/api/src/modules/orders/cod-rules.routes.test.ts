/**
 * The owner's cash-on-delivery rules at checkout (decision 041): set in /admin (PUT
 * /settings/cod-rules) and read by checkout and the admin's badge; a first large COD order from a
 * phone the customer never confirmed waits for an SMS code (POST /user/confirm-phone/send-code, POST
 * /user/confirm-phone); a phone whose parcels came back keeps COD for the goods when the delivery
 * fee is sent first by mobile banking, and the courier then collects the goods' price only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MOBILE_BANKING_MESSAGES } from '@dokan/domain';

import { auditLog, orders, users } from '../../db/schema.ts';
import {
  call,
  forgetCodeTimes,
  lastCodeTo,
  makeAdmin,
  type SignedIn,
  signedInCustomer,
  uniquePhone,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { bkashTrxId, orderPayload, placeOrder } from '../../test/orders.ts';

let t: TestApp;
let categoryId: string;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ codRules: 'shop' });
  categoryId = (await addCategory(t.db, 'Electronics')).id;
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
});
afterAll(() => t.close());

const DEFAULTS = { verifyFirstOrderAboveTaka: 5000, prepayDeliveryAfterReturns: 2, refuseCodAfterReturns: null };
const setRules = (body: object, who: SignedIn = admin) =>
  call(t, 'PUT', '/api/settings/cod-rules', body, { token: who.accessToken });
const patch = (orderId: string, status: string) =>
  call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status }, { token: admin.accessToken });

async function product(priceTaka: number) {
  return addProduct(t.db, { name: `Phone ${priceTaka}`, categoryId, priceTaka, remaining: 50 });
}

/** A COD order to this phone, shipped and brought back by the courier. */
async function returnedOrder(shopper: SignedIn, phone: string) {
  const placed = await placeOrder(t, shopper, orderPayload(shopper, [{ product: await product(900) }], { phone }));
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().data._id as string;
  for (const status of ['processing', 'shipped', 'returned'])
    expect((await patch(orderId, status)).statusCode).toBe(200);
  return orderId;
}

describe('the owner sets the COD rules (GET, PUT /settings/cod-rules)', () => {
  it('starts from the defaults, and lets an admin change them, audited', async () => {
    const read = await call(t, 'GET', '/api/settings/cod-rules', undefined, { token: admin.accessToken });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(DEFAULTS);
    const strict = { verifyFirstOrderAboveTaka: 3000, prepayDeliveryAfterReturns: 1, refuseCodAfterReturns: 3 };
    const saved = await setRules(strict);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Cash on delivery rules updated successfully', data: strict });
    expect(
      (await call(t, 'GET', '/api/settings/cod-rules', undefined, { token: admin.accessToken })).json().data,
    ).toEqual(strict);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'cod-rules'));
    expect(entry).toMatchObject({ actorId: admin.id, before: DEFAULTS, after: strict });
    expect((await setRules(DEFAULTS)).statusCode).toBe(200);
  });

  it('refuses bad numbers with the rule named, and anyone but an admin', async () => {
    const bad = await setRules({ ...DEFAULTS, prepayDeliveryAfterReturns: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Returns before the delivery fee is paid first must be at least 1');
    const negative = await setRules({ ...DEFAULTS, verifyFirstOrderAboveTaka: -5 });
    expect(negative.json().message).toBe('The first-order amount cannot be negative');
    const customer = await signedInCustomer(t);
    expect((await setRules(DEFAULTS, customer)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', '/api/settings/cod-rules', undefined, { token: customer.accessToken })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/settings/cod-rules')).statusCode).toBe(401);
  });

  it("checkout and the admin's badge follow the owner's rules", async () => {
    const shopper = await signedInCustomer(t);
    const phone = uniquePhone();
    await returnedOrder(shopper, phone);
    const goods = await product(700);
    const cod = orderPayload(shopper, [{ product: goods }], { phone });
    const byMobileBanking = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: goods }], {
        phone,
        paymentMethod: 'mobile-banking',
        mobileBankingProvider: 'bkash',
        transactionId: bkashTrxId(),
      }),
    );
    const second = byMobileBanking.json().data._id as string;
    // One return: nothing asked by default.
    const badge = await call(t, 'GET', `/api/order/${second}/cod-risk`, undefined, { token: admin.accessToken });
    expect(badge.json().data.requirement).toBe('none');

    expect((await setRules({ ...DEFAULTS, refuseCodAfterReturns: 1 })).statusCode).toBe(200);
    const refused = await placeOrder(t, shopper, cod);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'no-cod',
      message:
        'Cash on delivery is not available for this phone. Please choose Mobile banking (bKash, Nagad or Rocket).',
    });
    const strictBadge = await call(t, 'GET', `/api/order/${second}/cod-risk`, undefined, { token: admin.accessToken });
    expect(strictBadge.json().data.requirement).toBe('no-cod');

    expect((await setRules(DEFAULTS)).statusCode).toBe(200);
    expect((await placeOrder(t, shopper, cod)).statusCode).toBe(201);
  });
});

describe('a first large COD order asks for the phone confirmed by SMS code', () => {
  it('refuses with phone-not-confirmed, sends a code to the order phone, and takes the order once it is typed', async () => {
    const shopper = await signedInCustomer(t);
    const phone = uniquePhone();
    const big = orderPayload(shopper, [{ product: await product(6000) }], { phone });
    const asked = await placeOrder(t, shopper, big);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      success: false,
      code: 'phone-not-confirmed',
      message: 'Please confirm this phone number with the code we send to it before ordering cash on delivery.',
    });
    // At or below the owner's amount, or paid by mobile banking, nothing is asked.
    expect(
      (await placeOrder(t, shopper, orderPayload(shopper, [{ product: await product(4000) }], { phone }))).statusCode,
    ).toBe(201);

    const send = () => call(t, 'POST', '/api/user/confirm-phone/send-code', { phone }, { token: shopper.accessToken });
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'A code was sent to your phone', data: { phone, verified: false } });
    const code = await lastCodeTo(t, phone);
    // Asked again at once: wait a minute.
    expect((await send()).statusCode).toBe(429);

    const confirm = (body: object) => call(t, 'POST', '/api/user/confirm-phone', body, { token: shopper.accessToken });
    const wrong = await confirm({ phone, code: code === '0000' ? '1111' : '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP or session expired');
    // The code confirms the phone it was sent to, no other.
    expect((await confirm({ phone: uniquePhone(), code })).statusCode).toBe(400);
    expect((await placeOrder(t, shopper, big)).json().code).toBe('phone-not-confirmed');

    const right = await confirm({ phone, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({ phone, verified: true });
    const placed = await placeOrder(t, shopper, big);
    expect(placed.statusCode).toBe(201);
    // Used once; the phone stays confirmed for this customer's later orders.
    expect((await confirm({ phone, code })).statusCode).toBe(400);
    expect((await placeOrder(t, shopper, big)).statusCode).toBe(201);
    const badge = await call(t, 'GET', `/api/order/${placed.json().data._id}/cod-risk`, undefined, {
      token: admin.accessToken,
    });
    expect(badge.json().data.reasons).not.toContain('phone-not-verified');

    // Another customer with the same phone has not shown they hold it.
    const other = await signedInCustomer(t);
    expect(
      (await placeOrder(t, other, orderPayload(other, [{ product: await product(6000) }], { phone }))).json().code,
    ).toBe('phone-not-confirmed');
  });

  it("confirming the account's own phone verifies it on the account; codes are limited to five a day", async () => {
    const shopper = await signedInCustomer(t);
    const phone = uniquePhone();
    await t.db.update(users).set({ phone }).where(eq(users.id, shopper.id));
    const send = () => call(t, 'POST', '/api/user/confirm-phone/send-code', { phone }, { token: shopper.accessToken });
    expect((await send()).statusCode).toBe(200);
    const code = await lastCodeTo(t, phone);
    expect(
      (await call(t, 'POST', '/api/user/confirm-phone', { phone, code }, { token: shopper.accessToken })).statusCode,
    ).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect(account?.isPhoneVerified).toBe(true);

    for (let i = 0; i < 4; i++) {
      await forgetCodeTimes(t, shopper.id);
      expect((await send()).statusCode).toBe(200);
    }
    await forgetCodeTimes(t, shopper.id);
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many codes asked for today. Please try again tomorrow.');
    expect(
      (await call(t, 'POST', '/api/user/confirm-phone/send-code', { phone: '123' }, { token: shopper.accessToken }))
        .statusCode,
    ).toBe(400);
    expect((await call(t, 'POST', '/api/user/confirm-phone/send-code', { phone })).statusCode).toBe(401);
  });
});

describe('a phone whose parcels came back sends the delivery fee first and keeps COD for the goods', () => {
  it('refuses plain COD with prepay-delivery, then takes it with the fee sent by mobile banking', async () => {
    const shopper = await signedInCustomer(t);
    const phone = uniquePhone();
    await returnedOrder(shopper, phone);
    await returnedOrder(shopper, phone);
    const goods = await product(1500);
    const plain = await placeOrder(t, shopper, orderPayload(shopper, [{ product: goods }], { phone }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      code: 'prepay-delivery',
      message:
        'Parcels to this phone have come back before, so the delivery fee (Tk 60) must be paid first by mobile banking. Please choose Mobile banking (bKash, Nagad or Rocket).',
    });

    const missingTrx = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: goods }], {
        phone,
        deliveryFeePayment: { paymentNumber: phone, provider: 'bkash', transactionId: ' ' },
      }),
    );
    expect(missingTrx.statusCode).toBe(400);
    expect(missingTrx.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdRequired);

    const prepaid = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: goods }], {
        phone,
        deliveryFeePayment: { paymentNumber: '01812345678', provider: 'nagad', transactionId: 'bkx7 q2m9' },
      }),
    );
    expect(prepaid.statusCode).toBe(201);
    const order = prepaid.json().data;
    expect(order).toMatchObject({
      paymentMethod: 'cash',
      paymentStatus: 'unpaid',
      deliveryFee: 60,
      totalPrice: 1560,
      deliveryFeePrepaid: { amount: 60, paymentNumber: '01812345678', transactionId: 'BKX7Q2M9', confirmed: false },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      deliveryFeePrepaidPoisha: 6000,
      deliveryFeePaymentNumber: '01812345678',
      mobileBankingProvider: 'nagad',
      paymentReference: 'BKX7Q2M9',
    });
    const codDue = async () =>
      (await call(t, 'GET', `/api/couriers/orders/${order._id}`, undefined, { token: admin.accessToken })).json().data
        .codDue;
    // Until the shop finds the fee in its statement the courier collects the whole total, then the goods' price only.
    expect(await codDue()).toBe(1560);
    const confirmed = await call(
      t,
      'PATCH',
      `/api/order/confirm-payment/${order._id}`,
      {},
      { token: admin.accessToken },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ paymentStatus: 'unpaid', deliveryFeePrepaid: { confirmed: true } });
    expect(await codDue()).toBe(1500);
  });

  it('records nothing prepaid when the rules ask for nothing', async () => {
    const shopper = await signedInCustomer(t);
    const placed = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: await product(800) }], {
        phone: uniquePhone(),
        deliveryFeePayment: { paymentNumber: '01812345678', provider: 'bkash', transactionId: bkashTrxId() },
      }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.deliveryFeePrepaid).toBeUndefined();
    const parcel = await call(t, 'GET', `/api/couriers/orders/${placed.json().data._id}`, undefined, {
      token: admin.accessToken,
    });
    expect(parcel.json().data.codDue).toBe(860);
  });
});

describe('a delivery fee "sent first" is a transfer like any other', () => {
  async function prepayPhone(shopper: SignedIn) {
    const phone = uniquePhone();
    await returnedOrder(shopper, phone);
    await returnedOrder(shopper, phone);
    return phone;
  }
  const feeOrder = async (shopper: SignedIn, phone: string, fee: object) =>
    placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: await product(1200) }], { phone, deliveryFeePayment: fee as never }),
    );

  it('refuses a made-up id, an id without its wallet and an id of another shape, with 400', async () => {
    const shopper = await signedInCustomer(t);
    const phone = await prepayPhone(shopper);
    const madeUp = await feeOrder(shopper, phone, { paymentNumber: phone, provider: 'bkash', transactionId: 'x' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdShape.bkash);
    const noWallet = await feeOrder(shopper, phone, { paymentNumber: phone, transactionId: bkashTrxId() });
    expect(noWallet.statusCode).toBe(400);
    expect(noWallet.json().message).toBe(MOBILE_BANKING_MESSAGES.provider);
    const rocket = await feeOrder(shopper, phone, {
      paymentNumber: phone,
      provider: 'rocket',
      transactionId: 'AB12CD34EF',
    });
    expect(rocket.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdShape.rocket);
  });

  it('lets one id pay one thing: ten fee orders at once with one id place one, and an id that paid a whole order pays no fee', async () => {
    const shopper = await signedInCustomer(t);
    const phone = await prepayPhone(shopper);
    const trxId = bkashTrxId();
    const fee = { paymentNumber: phone, provider: 'bkash', transactionId: trxId };
    const answers = await Promise.all(Array.from({ length: 10 }, () => feeOrder(shopper, phone, fee)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(MOBILE_BANKING_MESSAGES.trxIdUsed);

    // A whole order's transfer cannot pay a fee, nor a fee's transfer a whole order.
    const wholeTrx = bkashTrxId();
    const whole = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: await product(500) }], {
        phone,
        paymentMethod: 'mobile-banking',
        mobileBankingProvider: 'bkash',
        transactionId: wholeTrx,
      }),
    );
    expect(whole.statusCode).toBe(201);
    const reused = await feeOrder(shopper, phone, { ...fee, transactionId: wholeTrx.toLowerCase() });
    expect(reused.statusCode).toBe(409);
    const backwards = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: await product(500) }], {
        phone,
        paymentMethod: 'mobile-banking',
        mobileBankingProvider: 'bkash',
        transactionId: trxId,
      }),
    );
    expect(backwards.statusCode).toBe(409);
  });

  it("waits in the transfers queue until the owner finds the fee, and the admin's confirm takes it off", async () => {
    const shopper = await signedInCustomer(t);
    const phone = await prepayPhone(shopper);
    const placed = await feeOrder(shopper, phone, {
      paymentNumber: phone,
      provider: 'bkash',
      transactionId: bkashTrxId(),
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data._id as string;
    const queued = async () => {
      const page = await call(t, 'GET', '/api/order/mobile-banking-queue?limit=50', undefined, {
        token: admin.accessToken,
      });
      return page.json().data.data.map((o: { _id: string }) => o._id) as string[];
    };
    expect(await queued()).toContain(orderId);
    expect(
      (await call(t, 'PATCH', `/api/order/confirm-payment/${orderId}`, {}, { token: admin.accessToken })).statusCode,
    ).toBe(200);
    expect(await queued()).not.toContain(orderId);
    const again = await call(t, 'PATCH', `/api/order/confirm-payment/${orderId}`, {}, { token: admin.accessToken });
    expect(again.statusCode).toBe(409);
  });
});

/**
 * The account's language: chosen at sign-up by the request's language, changed on the profile, and
 * the language of every message the shop then sends the person.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  emailRegistration,
  forgetCodeTimes,
  lastLinkTokenTo,
  lastMessageTo,
  signedInCustomer,
  uniqueEmail,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder } from '../../test/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inBangla = { headers: { 'accept-language': 'bn-BD,bn;q=0.9' } };

async function profileOf(id: string, token: string) {
  const response = await call(t, 'GET', `/api/user/get-single-user/${id}`, undefined, { token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('the language of a new account', () => {
  it('is Bangla when the sign-up is made in Bangla, and the activation e-mail is in Bangla', async () => {
    const email = uniqueEmail();
    const registered = await call(t, 'POST', '/api/user/register', emailRegistration(email), inBangla);
    expect(registered.statusCode).toBe(201);
    const message = await lastMessageTo(t, email);
    expect(message.subject).toBe('আপনার দোকান অ্যাকাউন্ট চালু করুন');
    expect(message.body).toContain('অ্যাকাউন্ট চালু করতে এই লিংকটি খুলুন');
    // Digits as the shared number format writes Bangla (formatCount).
    expect(message.body).toMatch(/(২৪|24) ঘণ্টা/);

    const verified = await call(t, 'POST', '/api/user/verify-account', { token: await lastLinkTokenTo(t, email) });
    expect(verified.json().data.user.language).toBe('bn');
  });

  it('is English otherwise, with the English e-mail unchanged', async () => {
    const email = uniqueEmail();
    await call(t, 'POST', '/api/user/register', emailRegistration(email));
    const message = await lastMessageTo(t, email);
    expect(message.subject).toBe('Activate your Dokan account');
    expect(message.body).toMatch(/^Hello Nusrat Jahan,\n\nWelcome to Dokan!/);
    const verified = await call(t, 'POST', '/api/user/verify-account', { token: await lastLinkTokenTo(t, email) });
    expect(verified.json().data.user.language).toBe('en');
  });
});

describe('changing it on the profile', () => {
  it('keeps the choice, answers it, and refuses a language the shop does not speak', async () => {
    const shopper = await signedInCustomer(t);
    const update = (language: string) =>
      call(t, 'PUT', '/api/user/update-profile', { id: shopper.id, language }, { token: shopper.accessToken });

    const changed = await update('bn');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.language).toBe('bn');
    expect((await profileOf(shopper.id, shopper.accessToken)).language).toBe('bn');

    const refused = await update('fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Language must be en or bn');
    expect((await profileOf(shopper.id, shopper.accessToken)).language).toBe('bn');

    // Other changes leave it as it is.
    await call(t, 'PUT', '/api/user/update-profile', { id: shopper.id, name: 'Rahim' }, { token: shopper.accessToken });
    expect((await profileOf(shopper.id, shopper.accessToken)).language).toBe('bn');
  });

  it("writes the reset code in the account's language, whatever language the request is in", async () => {
    const shopper = await signedInCustomer(t);
    await call(
      t,
      'PUT',
      '/api/user/update-profile',
      { id: shopper.id, language: 'bn' },
      { token: shopper.accessToken },
    );
    await forgetCodeTimes(t, shopper.id);
    const asked = await call(t, 'POST', '/api/user/forgot-password', { identifier: shopper.email });
    expect(asked.statusCode).toBe(200);
    const message = await lastMessageTo(t, shopper.email);
    expect(message.subject).toBe('আপনার দোকান পাসওয়ার্ড রিসেটের কোড');
    expect(message.body).toMatch(/^আপনার দোকান পাসওয়ার্ড রিসেটের কোড \d{4}। (৫|5) মিনিট পরে/);
  });
});

describe("an order's confirmation", () => {
  it("is written in the customer's language", async () => {
    const categoryId = (await addCategory(t.db, 'Fashion')).id;
    const product = await addProduct(t.db, { name: 'Cotton Panjabi', categoryId, priceTaka: 1000, remaining: 5 });
    const shopper = await signedInCustomer(t);
    await call(
      t,
      'PUT',
      '/api/user/update-profile',
      { id: shopper.id, language: 'bn' },
      { token: shopper.accessToken },
    );
    const placed = await placeOrder(t, shopper, orderPayload(shopper, [{ product }]));
    expect(placed.statusCode).toBe(201);
    const message = await lastMessageTo(t, shopper.email);
    expect(message.subject).toMatch(/^আপনার দোকান অর্ডার #/);
    expect(message.body).toContain('আপনার অর্ডার #');
    expect(message.body).toContain('পণ্য হাতে পেয়ে টাকা দিন।');
  });
});

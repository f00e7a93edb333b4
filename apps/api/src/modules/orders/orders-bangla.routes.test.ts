/**
 * An order keeps each line's name and options in both languages as they were when ordered
 * (docs/decisions/055), so an old order reads in the language of whoever reads it; a Bangla
 * shopper's confirmation names the places in Bangla (docs/decisions/057).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products } from '../../db/schema.ts';
import { call, lastMessageTo, setLanguage, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder } from '../../test/orders.ts';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Fashion')).id;
});
afterAll(() => t.close());

const myOrders = async (shopper: SignedIn) =>
  (
    await call(t, 'GET', `/api/order/get-order-by-customerId/${shopper.id}`, undefined, {
      token: shopper.accessToken,
    })
  ).json().data;

describe("an order's lines in both languages", () => {
  it('keeps the Bangla name, colour and size each line had when ordered, whatever the product says later', async () => {
    const shopper = await signedInCustomer(t);
    const panjabi = await addProduct(t.db, {
      name: 'Cotton Panjabi',
      nameBn: 'সুতি পাঞ্জাবি',
      categoryId,
      colors: ['White', 'Navy'],
      colorsBn: ['সাদা', 'নেভি ব্লু'],
      sizes: ['40', 'Free Size'],
      sizesBn: ['', 'ফ্রি সাইজ'],
    });
    const plain = await addProduct(t.db, { name: 'Plain Notebook', categoryId, colors: [], sizes: [] });
    const placed = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [
        { product: panjabi, color: 'Navy', size: 'Free Size' },
        { product: panjabi, color: 'White', size: '40' },
        { product: plain, color: '', size: '' },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = [
      { productName: 'Cotton Panjabi', productNameBn: 'সুতি পাঞ্জাবি', color: 'Navy', colorBn: 'নেভি ব্লু' },
      { productName: 'Cotton Panjabi', productNameBn: 'সুতি পাঞ্জাবি', color: 'White', colorBn: 'সাদা' },
      { productName: 'Plain Notebook', productNameBn: null, color: null, colorBn: null, size: null, sizeBn: null },
    ];
    expect(placed.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...lines[0], size: 'Free Size', sizeBn: 'ফ্রি সাইজ' }),
        expect.objectContaining({ ...lines[1], size: '40', sizeBn: null }),
        expect.objectContaining(lines[2]),
      ]),
    );

    // The shop renames the product in Bangla: the order still reads as it was bought.
    await t.db.update(products).set({ nameBn: 'ঈদের পাঞ্জাবি' }).where(eq(products.id, panjabi.id));
    const [order] = await myOrders(shopper);
    expect(order.items).toEqual(
      expect.arrayContaining([expect.objectContaining(lines[0]), expect.objectContaining(lines[1])]),
    );
  });

  it("confirms a Bangla shopper's order with the places in Bangla, as stored in English", async () => {
    const shopper = await signedInCustomer(t);
    await setLanguage(t, shopper, 'bn');
    const product = await addProduct(t.db, { name: 'Tant Saree', categoryId, colors: [], sizes: [] });
    const placed = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product, color: '', size: '' }], {
        deliveryAddress: { division: 'Dhaka', district: 'Gazipur', city: 'Kaliakair', addressDetails: 'বাড়ি ৭' },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    // Couriers read English: the order keeps the names it was given.
    expect(placed.json().data.deliveryAddress).toMatchObject({
      division: 'Dhaka',
      district: 'Gazipur',
      city: 'Kaliakair',
    });
    const mail = await lastMessageTo(t, shopper.email);
    // Compared as NFC: 'য়' and 'ড়' are written composed here and decomposed in the data set.
    expect(mail.body.normalize('NFC')).toContain('ঠিকানা: বাড়ি ৭, কালিয়াকৈর, গাজীপুর, ঢাকা'.normalize('NFC'));
  });
});

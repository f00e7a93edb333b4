/** The invoice download, read back with poppler's pdftotext as a person would read the page. */
import { execFileSync } from 'node:child_process';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { logos, shopSettings } from '../../db/schema.ts';
import { call, makeAdmin, setLanguage, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { addCoupon, confirmPhone, orderPayload, placeOrder } from '../../test/orders.ts';

let t: TestApp;
let categoryId: string;
let shopper: SignedIn;
let other: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db, 'Fashion')).id;
  [shopper, other, admin] = await Promise.all([signedInCustomer(t), signedInCustomer(t), signedInCustomer(t)]);
  await makeAdmin(t, admin.id);
  // The order is a first cash-on-delivery one above the SMS-code threshold.
  await confirmPhone(t.db, shopper);
  await addCoupon(t.db, { code: 'EID5', value: 5 });
  await t.db
    .insert(shopSettings)
    .values({ id: 1, shopName: 'Dokan Bazar', supportPhone: '01700000000', supportEmail: 'help@dokan.test' })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { shopName: 'Dokan Bazar', supportPhone: '01700000000', supportEmail: 'help@dokan.test' },
    });
});
afterAll(() => t.close());

const text = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

const invoice = (who: SignedIn | null, orderId: string) =>
  call(t, 'GET', `/api/order/invoice/${orderId}`, undefined, who ? { token: who.accessToken } : {});

async function couponOrder() {
  const saree = await addProduct(t.db, { name: 'Jamdani Saree', categoryId, priceTaka: 4500, sizes: [] });
  const panjabi = await addProduct(t.db, { name: 'Cotton Panjabi', categoryId, priceTaka: 1250 });
  const response = await placeOrder(
    t,
    shopper,
    orderPayload(
      shopper,
      [
        { product: saree, color: 'Red', size: '' },
        { product: panjabi, quantity: 2, color: 'Navy', size: 'L' },
      ],
      { cuopon: 'EID5', discount: 350 },
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('downloading an invoice (GET /order/invoice/{orderId})', () => {
  it('answers a PDF attachment with the shop, the customer, every item with its options and every amount', async () => {
    const order = await couponOrder();
    const response = await invoice(shopper, order._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${order._id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const page = text(response.rawPayload);
    for (const expected of [
      'Dokan Bazar',
      '01700000000',
      'help@dokan.test',
      'INVOICE',
      `Order: #${order._id.slice(-6).toUpperCase()}`,
      'Test Shopper',
      'House 12, Road 27',
      'Dhanmondi, Dhaka',
      'Jamdani Saree',
      'Colour: Red',
      'Cotton Panjabi',
      'Colour: Navy, Size: L',
      'Tk 4,500',
      'Tk 1,250',
      'Tk 2,500',
      'Tk 7,000',
      'Discount (EID5)',
      '- Tk 350',
      'Tk 60',
      'Tk 6,710',
      'Cash on Delivery',
      'Payment status: Unpaid',
      'Order status: Pending',
      order.transaction_id,
    ]) {
      expect(page, expected).toContain(expected);
    }
    expect(page).not.toContain('Size: null');
  });

  it("is written in the reader's language: a shopper whose account is in Bangla gets it in Bangla", async () => {
    const order = await couponOrder();
    await setLanguage(t, shopper, 'bn');
    try {
      const page = text((await invoice(shopper, order._id)).rawPayload);
      expect(page).toContain('ইনভ');
      expect(page).toContain('পণ্য');
      expect(page).toContain('Jamdani Saree');
      // The shop's admin reads the same order in their own language.
      expect(text((await invoice(admin, order._id)).rawPayload)).toContain('Payment status: Unpaid');
    } finally {
      await setLanguage(t, shopper, 'en');
    }
  });

  it('names each line, its options and the places in Bangla on a Bangla invoice, as ordered; a line without Bangla stays English', async () => {
    const bangla = await signedInCustomer(t);
    await confirmPhone(t.db, bangla);
    // Words without vowel signs drawn before their letter: pdftotext gives glyphs in drawn order (decision 032).
    const katan = await addProduct(t.db, {
      name: 'Katan Shawl',
      nameBn: 'নকশা কাতান',
      categoryId,
      priceTaka: 900,
      colors: ['Red', 'Navy'],
      colorsBn: ['লাল', 'নীল'],
      sizes: ['M', '42'],
      sizesBn: ['', '৪২'],
    });
    const plain = await addProduct(t.db, { name: 'Plain Shawl', categoryId, priceTaka: 500, colors: [], sizes: [] });
    const placed = await placeOrder(
      t,
      bangla,
      orderPayload(
        bangla,
        [
          { product: katan, color: 'Navy', size: '42' },
          { product: plain, color: '', size: '' },
        ],
        { deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Gulshan', addressDetails: 'Road 5' } },
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await setLanguage(t, bangla, 'bn');
    const page = text((await invoice(bangla, placed.json().data._id)).rawPayload);
    for (const expected of ['নকশা কাতান', 'রং: নীল', 'সাইজ: ৪২', 'Plain Shawl', 'গুলশান, ঢাকা']) {
      expect(page, expected).toContain(expected);
    }
    expect(page).not.toContain('Katan Shawl');
    expect(page).not.toContain('Navy');
    // The shop's admin reads the English the order kept.
    const english = text((await invoice(admin, placed.json().data._id)).rawPayload);
    expect(english).toContain('Katan Shawl');
    expect(english).toContain('Colour: Navy, Size: 42');
    expect(english).toContain('Gulshan, Dhaka');
  });

  it('draws the current logo, converted from WebP for the PDF', async () => {
    const logo = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#047857' } })
      .webp()
      .toBuffer();
    await t.storage.put('logos/shop.webp', logo, 'image/webp');
    await t.db.insert(logos).values({ url: '/api/media/logos/shop.webp' });
    const order = await couponOrder();
    const withLogo = await invoice(shopper, order._id);
    expect(withLogo.statusCode).toBe(200);
    const images = execFileSync('pdfimages', ['-list', '-'], { input: withLogo.rawPayload }).toString();
    expect(images).toMatch(/120\s+60\s+rgb/);

    // A logo whose file is gone leaves the invoice without a picture, not without an answer.
    await t.db.delete(logos).where(eq(logos.url, '/api/media/logos/shop.webp'));
    await t.db.insert(logos).values({ url: '/api/media/logos/missing.webp' });
    const without = await invoice(shopper, order._id);
    expect(without.statusCode).toBe(200);
    expect(text(without.rawPayload)).toContain('Dokan Bazar');
  });

  it("refuses another customer's order (403), lets the shop read any, and answers 404, 400 and 401", async () => {
    const order = await couponOrder();
    const refused = await invoice(other, order._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await invoice(admin, order._id)).statusCode).toBe(200);
    expect((await invoice(shopper, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await invoice(shopper, 'not-an-order');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Invalid id');
    expect((await invoice(null, order._id)).statusCode).toBe(401);
  });
});

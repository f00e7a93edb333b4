/**
 * Checkout attacked as a fraudster and a spammer would (issue: money and messages cannot be abused):
 * names that spread over labels, a large COD order split in pieces, orders and SMS by the dozen, a
 * delivery fee "paid" with a made-up or reused transaction id. Bursts are sent at once, as a script would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, makeAdmin, type SignedIn, signedInCustomer, uniquePhone } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { orderPayload, placeOrder } from '../../test/orders.ts';

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

async function product(priceTaka: number, remaining = 500) {
  return addProduct(t.db, { name: `Phone ${priceTaka}`, categoryId, priceTaka, remaining });
}

describe('names and addresses are kept as one line of plain text', () => {
  it('drops line breaks and control characters from the name and address an order keeps', async () => {
    const shopper = await signedInCustomer(t);
    const spread = '\n'.repeat(30);
    const placed = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: await product(300) }], {
        phone: uniquePhone(),
        customerName: `Rahim${spread}PAID - collect nothing\u202e\t`,
        deliveryAddress: {
          division: 'Dhaka',
          district: 'Dhaka',
          city: 'Dhan\r\nmondi',
          addressDetails: `House 12${spread}\u0000Road 27`,
        },
      }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({
      customerName: 'Rahim PAID - collect nothing',
      deliveryAddress: { city: 'Dhan mondi', addressDetails: 'House 12 Road 27' },
    });
    const blank = await placeOrder(
      t,
      shopper,
      orderPayload(shopper, [{ product: await product(300) }], {
        deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: '\n\r\n\t' },
      }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Address is required');
  });
});

describe('a large COD order split in pieces is as large (the first-order rule weighs the open COD value)', () => {
  /** Tk 3,312 and Tk 60 delivery: Tk 3,372 an order, as in the reproduction. */
  const piece = async (shopper: SignedIn, phone: string) =>
    placeOrder(t, shopper, orderPayload(shopper, [{ product: await product(3312) }], { phone }));

  it('asks for the code at the second of three Tk 3,372 orders to one phone, and the badge shows the open value', async () => {
    const shopper = await signedInCustomer(t);
    const phone = uniquePhone();
    const first = await piece(shopper, phone);
    expect(first.statusCode).toBe(201);
    const second = await piece(shopper, phone);
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('phone-not-confirmed');
    // Another account ordering to the same phone is weighed with it too.
    const other = await signedInCustomer(t);
    expect((await piece(other, phone)).json().code).toBe('phone-not-confirmed');
    const badge = await call(t, 'GET', `/api/order/${first.json().data._id}/cod-risk`, undefined, {
      token: admin.accessToken,
    });
    expect(badge.json().data).toMatchObject({ openCodTaka: 3372, requirement: 'none' });
  });

  it('places one of ten split orders sent at once to one phone from ten accounts, and asks the code of the rest', async () => {
    const phone = uniquePhone();
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signedInCustomer(t)));
    const answers = await Promise.all(shoppers.map((shopper) => piece(shopper, phone)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(400)]);
    expect(answers.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'phone-not-confirmed')).toBe(
      true,
    );
  });

  it("weighs an account's open COD orders to other phones, sent at once", async () => {
    const shopper = await signedInCustomer(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => piece(shopper, uniquePhone())));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(5).fill(400)]);
  });
});

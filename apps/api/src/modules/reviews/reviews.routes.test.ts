import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OrderStatus } from '@dokan/domain';

import { orderItems, orders, products } from '../../db/schema.ts';
import { call, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  const category = await addCategory(t.db, 'Fashion');
  productId = (await addProduct(t.db, { name: 'Jamdani Saree', categoryId: category.id })).id;
});
afterAll(() => t.close());

/** An order of one piece of the product, in the given state. */
async function orderOf(customer: SignedIn, status: OrderStatus, product = productId) {
  const [order] = await t.db
    .insert(orders)
    .values({
      customerId: customer.id,
      customerName: 'Test Shopper',
      phone: '01712345678',
      status,
      paymentMethod: 'cash',
      transactionId: crypto.randomUUID(),
      subtotalPoisha: 100_000,
      deliveryFeePoisha: 6000,
      totalPoisha: 106_000,
      division: 'Dhaka',
      district: 'Dhaka',
      city: 'Dhanmondi',
      addressDetails: 'Road 5',
    })
    .returning();
  await t.db.insert(orderItems).values({
    orderId: order!.id,
    productId: product,
    productName: 'Jamdani Saree',
    quantity: 1,
    unitPricePoisha: 100_000,
    subTotalPoisha: 100_000,
  });
}

const review = (customer: SignedIn, stars: unknown, text: unknown, userId: string = customer.id) =>
  call(
    t,
    'POST',
    `/api/products/${productId}/reviews`,
    { review: { userId, stars, text } },
    { token: customer.accessToken },
  );

describe('POST /products/{productId}/reviews', () => {
  it('takes a review from a customer who received the product, and recomputes the rating', async () => {
    const first = await signedInCustomer(t);
    const second = await signedInCustomer(t);
    await orderOf(first, 'delivered');
    await orderOf(second, 'delivered');

    const created = await review(first, 5, '  Beautiful weave, true to the pictures.  ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Review submitted successfully',
      data: {
        stars: 5,
        text: 'Beautiful weave, true to the pictures.',
        userId: { _id: first.id, name: 'Test Shopper' },
      },
    });
    expect((await review(second, 4, 'Good')).statusCode).toBe(201);
    const [rated] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(rated).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const edited = await review(first, 3, 'Colour faded after a wash.');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Review updated successfully');
    const detail = await call(t, 'GET', `/api/products/${productId}`);
    const reviews = detail.json().data.reviews;
    expect(reviews).toHaveLength(2);
    expect(reviews.find((r: { userId: { _id: string } }) => r.userId._id === first.id).text).toBe(
      'Colour faded after a wash.',
    );
    const [again] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(again).toMatchObject({ rating: 3.5, reviewCount: 2 });
  });

  it('refuses a customer whose order is not delivered, or who never ordered it', async () => {
    const waiting = await signedInCustomer(t);
    await orderOf(waiting, 'shipped');
    const refused = await review(waiting, 5, 'Can not wait');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can review a product after it has been delivered to you.');
    expect((await review(await signedInCustomer(t), 5, 'Never bought it')).statusCode).toBe(403);
  });

  it("refuses another user's id, bad stars or blank text, and keeps markup as plain text", async () => {
    const customer = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    await orderOf(customer, 'delivered');
    expect((await review(customer, 5, 'Nice', other.id)).statusCode).toBe(403);
    for (const [stars, text, message] of [
      [0, 'Nice', 'Please choose a rating from 1 to 5 stars'],
      [6, 'Nice', 'Please choose a rating from 1 to 5 stars'],
      [4.5, 'Nice', 'Please choose a rating from 1 to 5 stars'],
      [5, '   ', 'Please write a few words about the product'],
      [5, 'x'.repeat(2001), 'A review may have at most 2000 characters'],
    ] as const) {
      const response = await review(customer, stars, text);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const markup = '<img src=x onerror=alert(1)> Lovely';
    const saved = await review(customer, 5, markup);
    expect(saved.json().data.text).toBe(markup);
    expect(
      (
        await call(
          t,
          'POST',
          `/api/products/${crypto.randomUUID()}/reviews`,
          { review: { userId: customer.id, stars: 5, text: 'x' } },
          { token: customer.accessToken },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t, 'POST', `/api/products/${productId}/reviews`, {
          review: { userId: customer.id, stars: 5, text: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

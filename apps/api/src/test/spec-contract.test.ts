/**
 * The spec's own front end against our API (issue 14): every call of spec section 7, through the
 * real app, and every answer parsed with the section 3 shapes of packages/domain's spec-contract.ts.
 * The shop is built through the API as that front end's admin would build it. Each test names the
 * calls it covers; the fields the client reads beyond section 3 (popularProducts, reviews.length on
 * cards, names from get-names) are checked by value.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  specAnswer,
  SpecAnyAnswerSchema,
  SpecBannerSchema,
  SpecCategorySchema,
  SpecCategoryWithProductsSchema,
  SpecOrderSchema,
  SpecPlacedOrderSchema,
  SpecProductListSchema,
  SpecProductSchema,
  SpecRefundSchema,
  SpecReviewSchema,
  SpecSessionSchema,
  SpecShippingFeeSchema,
  SpecSubCategorySchema,
  SpecSubSubCategorySchema,
  SpecUserSchema,
  SpecWishlistSchema,
} from '@dokan/domain/schemas/spec-contract';

import {
  call,
  type CallOptions,
  lastCodeTo,
  lastLinkTokenTo,
  PASSWORD,
  type SignedIn,
  uniqueEmail,
  uniquePhone,
} from './accounts.ts';
import { photo, sendForm, signedInAs } from './admin-catalogue.ts';
import { createTestApp, type TestApp } from './app.ts';
import { type FakeGoogle, startFakeGoogle } from './google.ts';
import { bkashTrxId, orderPayload, placeOrder } from './orders.ts';

let t: TestApp;
let google: FakeGoogle;
let admin: SignedIn;
let seller: SignedIn;
let shopper: SignedIn;

/** The shop as the tests find it: a category tree and a seller's products, one discounted and reviewed. */
const shop = {
  categoryId: '',
  subCategoryId: '',
  subSubCategoryId: '',
  /** 20 % off, reviewed by the shopper after delivery. */
  panjabi: { _id: '', productName: '', productPrice: 0, productColors: [] as string[], productSizes: [] as string[] },
  /** Full price, no reviews. */
  lungi: { _id: '', productName: '', productPrice: 0, productColors: [] as string[], productSizes: [] as string[] },
};

/** The answer's status, then its body parsed with the spec's schema (zod's issues in the failure). */
async function answer<T extends z.ZodType>(
  schema: T,
  sent: Promise<LightMyRequestResponse>,
  status = 200,
): Promise<z.infer<T>> {
  const response = await sent;
  expect(response.statusCode, response.body.slice(0, 500)).toBe(status);
  const parsed = schema.safeParse(response.json());
  if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\nin ${response.body.slice(0, 1500)}`);
  return parsed.data;
}

const as = (who: SignedIn): CallOptions => ({ token: who.accessToken });
const image = async (field: string) => [{ field, bytes: await photo() }];

/** A product as the spec's admin client sends it: colours, sizes, tags and details comma-separated. */
async function createProduct(name: string, discount: string) {
  return answer(
    specAnswer(SpecProductSchema),
    sendForm(
      t,
      'POST',
      '/api/products',
      {
        name,
        originalPrice: '2500',
        discount,
        description: `${name}, stitched in Dhaka.`,
        quantity: '1 piece',
        productDetails: '100% cotton, Hand stitched',
        colors: 'Red, Navy',
        sizes: 'M,L',
        searchTags: 'panjabi,eid',
        category: shop.categoryId,
        subCategory: shop.subCategoryId,
        subSubCategory: shop.subSubCategoryId,
        faqs: JSON.stringify([{ question: 'Is it cotton?', answer: 'Yes.' }]),
        remainingProducts: '50',
        video: '',
      },
      [...(await image('productImages')), ...(await image('productImages'))],
      seller.accessToken,
    ),
    201,
  );
}

/** A cart line as the product page builds it: the first colour and size are chosen on arrival. */
const cartLine = (product: typeof shop.panjabi, quantity = 1) => ({
  product: { id: product._id, name: product.productName, pricePoisha: Math.round(product.productPrice * 100) },
  quantity,
  color: product.productColors[0],
  size: product.productSizes[0],
});

/** A cash order the shop has delivered: its buyer may review the product. */
async function deliveredOrder(customer: SignedIn, product: typeof shop.panjabi) {
  const placed = await placeOrder(t, customer, orderPayload(customer, [cartLine(product)]));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId: string = placed.json().data._id;
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await call(t, 'PATCH', `/api/order/update-status/${orderId}`, { status }, as(admin));
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return orderId;
}

const review = (customer: SignedIn, productId: string, stars: number, text: string) =>
  call(t, 'POST', `/api/products/${productId}/reviews`, { review: { userId: customer.id, stars, text } }, as(customer));

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ accounts: google.accounts });
  [admin, seller, shopper] = await Promise.all([signedInAs(t, 'admin'), signedInAs(t, 'owner'), signedInAs(t, 'user')]);

  const form = (url: string, fields: Record<string, string>, imageField: string) =>
    image(imageField).then((files) => sendForm(t, 'POST', url, fields, files, admin.accessToken));
  shop.categoryId = (await form('/api/categories', { categoryName: 'Fashion' }, 'categoryImage')).json().data._id;
  shop.subCategoryId = (
    await form('/api/subcategories', { subCategoryName: 'Men', categoryId: shop.categoryId }, 'subCategoryImage')
  ).json().data._id;
  shop.subSubCategoryId = (
    await form(
      '/api/subsubcategories',
      { subSubCategoryName: 'Panjabi', categoryId: shop.categoryId, subCategoryId: shop.subCategoryId },
      'subSubCategoryImage',
    )
  ).json().data._id;
  shop.panjabi = (await createProduct('Eid Panjabi', '20')).data;
  shop.lungi = (await createProduct('Check Lungi', '0')).data;

  await deliveredOrder(shopper, shop.panjabi);
  expect((await review(shopper, shop.panjabi._id, 5, 'Beautiful stitching.')).statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

describe('Session and account', () => {
  it('POST /user/register (e-mail), /user/verify-account and /user/signin start a session with the User', async () => {
    const email = uniqueEmail();
    const registration = { name: 'Nusrat Jahan', email, password: PASSWORD, confirmPassword: PASSWORD };
    await answer(SpecAnyAnswerSchema, call(t, 'POST', '/api/user/register', { ...registration, method: 'email' }), 201);
    const verified = await answer(
      specAnswer(SpecSessionSchema).extend({ statusCode: z.number() }),
      call(t, 'POST', '/api/user/verify-account', { token: await lastLinkTokenTo(t, email) }),
    );
    expect(verified).toMatchObject({ success: true, statusCode: 200, data: { user: { email, role: 'user' } } });
    const signedIn = await answer(
      specAnswer(SpecSessionSchema),
      call(t, 'POST', '/api/user/signin', { identifier: email, password: PASSWORD }),
    );
    // No photo yet: an address the client can show, which the API serves.
    const avatar = await call(t, 'GET', signedIn.data.user.profileImg);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
  });

  it('POST /user/register (phone) and /user/verify-otp {phone, code}', async () => {
    const phone = uniquePhone();
    const registration = { name: 'Karim Mia', phone, password: PASSWORD, confirmPassword: PASSWORD, method: 'phone' };
    await answer(SpecAnyAnswerSchema, call(t, 'POST', '/api/user/register', registration), 201);
    const code = await lastCodeTo(t, phone);
    await answer(SpecAnyAnswerSchema, call(t, 'POST', '/api/user/verify-otp', { phone, code }));
    const session = await answer(
      specAnswer(SpecSessionSchema),
      call(t, 'POST', '/api/user/signin', { identifier: phone, password: PASSWORD }),
    );
    expect(session.data.user).toMatchObject({ phone, email: null });
  });

  it('POST /user/google-login answers success, data.user and data.accessToken', async () => {
    const token = await google.token({ sub: `g-${Date.now()}`, email: uniqueEmail() });
    const session = await answer(
      specAnswer(SpecSessionSchema),
      call(t, 'POST', '/api/user/google-login', { authCode: token }),
    );
    expect(session.success).toBe(true);
  });

  it('POST /user/forgot-password, /user/verify-otp {identifier, code} and /user/reset-password', async () => {
    const customer = await signedInAs(t, 'user');
    await answer(SpecAnyAnswerSchema, call(t, 'POST', '/api/user/forgot-password', { identifier: customer.email }));
    const code = await lastCodeTo(t, customer.email);
    const checked = await call(t, 'POST', '/api/user/verify-otp', { identifier: customer.email, code });
    await answer(SpecAnyAnswerSchema, Promise.resolve(checked));
    const cookies = Object.fromEntries(checked.cookies.map((cookie) => [cookie.name, cookie.value]));
    await answer(
      SpecAnyAnswerSchema,
      call(
        t,
        'POST',
        '/api/user/reset-password',
        { identifier: customer.email, password: 'a-new-secret-9' },
        { cookies },
      ),
    );
  });

  it('POST /user/refresh-token answers success and the new token in data; POST /user/logout', async () => {
    const customer = await signedInAs(t, 'user');
    const cookies = { dokan_refresh: customer.refreshToken };
    const refreshed = await answer(
      specAnswer(z.string().min(1)),
      call(t, 'POST', '/api/user/refresh-token', undefined, { cookies }),
    );
    expect(refreshed.success).toBe(true);
    await answer(SpecAnyAnswerSchema, call(t, 'POST', '/api/user/logout', undefined, { cookies }));
  });

  it('GET /user/get-single-user/{id}, PUT /user/update-profile, PATCH /user/change-password, POST /user/upload-profile-image', async () => {
    const customer = await signedInAs(t, 'user');
    const read = await answer(
      specAnswer(SpecUserSchema),
      call(t, 'GET', `/api/user/get-single-user/${customer.id}`, undefined, as(customer)),
    );
    expect(read.data).toMatchObject({ email: customer.email, phone: null, address: null });
    const updated = await answer(
      specAnswer(SpecUserSchema),
      call(
        t,
        'PUT',
        '/api/user/update-profile',
        { id: customer.id, name: 'Rahim Uddin', address: 'Road 27, Dhanmondi' },
        as(customer),
      ),
    );
    expect(updated.data).toMatchObject({ name: 'Rahim Uddin', address: 'Road 27, Dhanmondi' });
    const uploaded = await answer(
      specAnswer(SpecUserSchema),
      sendForm(
        t,
        'POST',
        '/api/user/upload-profile-image',
        { id: customer.id },
        await image('profileImage'),
        customer.accessToken,
      ),
    );
    expect(uploaded.data.profileImg).toMatch(/^\/api\/media\/profiles\//);
    // Last: a new password ends the account's other sessions, this token's too.
    await answer(
      SpecAnyAnswerSchema,
      call(
        t,
        'PATCH',
        '/api/user/change-password',
        {
          id: customer.id,
          currentPassword: PASSWORD,
          newPassword: 'another-secret-7',
          confirmPassword: 'another-secret-7',
        },
        as(customer),
      ),
    );
  });
});

describe('Admin users and shipping', () => {
  it('GET /user/get-all-users answers a list of Users in data', async () => {
    const all = await answer(
      specAnswer(z.array(SpecUserSchema)),
      call(t, 'GET', '/api/user/get-all-users', undefined, as(admin)),
    );
    expect(all.data.map((user) => user._id)).toEqual(expect.arrayContaining([admin.id, seller.id, shopper.id]));
  });

  it('GET /user/get-user-by-search with searchTerm and role, PATCH /user/change-role, DELETE /user/delete-user/{id}', async () => {
    const found = await answer(
      specAnswer(z.array(SpecUserSchema)),
      call(
        t,
        'GET',
        `/api/user/get-user-by-search?searchTerm=${encodeURIComponent(seller.email)}&role=owner`,
        undefined,
        as(admin),
      ),
    );
    expect(found.data.map((user) => user._id)).toEqual([seller.id]);
    const customer = await signedInAs(t, 'user');
    await answer(
      specAnswer(SpecUserSchema),
      call(t, 'PATCH', '/api/user/change-role', { userId: customer.id, role: 'owner' }, as(admin)),
    );
    await answer(SpecAnyAnswerSchema, call(t, 'DELETE', `/api/user/delete-user/${customer.id}`, undefined, as(admin)));
  });

  it('GET /shipping-fee/get; POST /shipping-fee/add keeps and answers shippingFeeInternational', async () => {
    await answer(specAnswer(SpecShippingFeeSchema), call(t, 'GET', '/api/shipping-fee/get'));
    const fees = { shippingFee: 60, shippingFeeOutside: 120, shippingFeeInternational: 2500 };
    const saved = await answer(
      specAnswer(SpecShippingFeeSchema),
      call(t, 'POST', '/api/shipping-fee/add', fees, as(admin)),
    );
    expect(saved.data).toEqual(fees);
    expect((await call(t, 'GET', '/api/shipping-fee/get')).json().data).toEqual(fees);
  });
});

describe('Catalogue', () => {
  it('GET /categories, /categories/{id}, /categories/get-names (names); POST, PUT and DELETE /categories', async () => {
    await answer(specAnswer(z.array(SpecCategorySchema)), call(t, 'GET', '/api/categories'));
    await answer(specAnswer(SpecCategorySchema), call(t, 'GET', `/api/categories/${shop.categoryId}`));
    const names = await answer(specAnswer(z.array(z.string())), call(t, 'GET', '/api/categories/get-names'));
    expect(names.data).toContain('Fashion');
    const created = await answer(
      specAnswer(SpecCategorySchema),
      sendForm(
        t,
        'POST',
        '/api/categories',
        { categoryName: 'Books' },
        await image('categoryImage'),
        admin.accessToken,
      ),
      201,
    );
    await answer(
      specAnswer(SpecCategorySchema),
      sendForm(t, 'PUT', `/api/categories/${created.data._id}`, { categoryName: 'Old Books' }, [], admin.accessToken),
    );
    await answer(SpecAnyAnswerSchema, call(t, 'DELETE', `/api/categories/${created.data._id}`, undefined, as(admin)));
  });

  it('GET /subcategories?categoryId, /subcategories/{id}; POST, PUT and DELETE /subcategories', async () => {
    await answer(
      specAnswer(z.array(SpecSubCategorySchema)),
      call(t, 'GET', `/api/subcategories?categoryId=${shop.categoryId}`),
    );
    await answer(specAnswer(SpecSubCategorySchema), call(t, 'GET', `/api/subcategories/${shop.subCategoryId}`));
    const fields = { subCategoryName: 'Women', categoryId: shop.categoryId };
    const created = await answer(
      specAnswer(SpecSubCategorySchema),
      sendForm(t, 'POST', '/api/subcategories', fields, await image('subCategoryImage'), admin.accessToken),
      201,
    );
    await answer(
      specAnswer(SpecSubCategorySchema),
      sendForm(
        t,
        'PUT',
        `/api/subcategories/${created.data._id}`,
        { subCategoryName: 'Ladies' },
        [],
        admin.accessToken,
      ),
    );
    await answer(
      SpecAnyAnswerSchema,
      call(t, 'DELETE', `/api/subcategories/${created.data._id}`, undefined, as(admin)),
    );
  });

  it('GET /subsubcategories?subCategoryId, /subsubcategories/{id}; POST, PUT and DELETE /subsubcategories', async () => {
    await answer(
      specAnswer(z.array(SpecSubSubCategorySchema)),
      call(t, 'GET', `/api/subsubcategories?subCategoryId=${shop.subCategoryId}`),
    );
    await answer(
      specAnswer(SpecSubSubCategorySchema),
      call(t, 'GET', `/api/subsubcategories/${shop.subSubCategoryId}`),
    );
    const fields = { subSubCategoryName: 'Kurta', categoryId: shop.categoryId, subCategoryId: shop.subCategoryId };
    const created = await answer(
      specAnswer(SpecSubSubCategorySchema),
      sendForm(t, 'POST', '/api/subsubcategories', fields, await image('subSubCategoryImage'), admin.accessToken),
      201,
    );
    await answer(
      specAnswer(SpecSubSubCategorySchema),
      sendForm(
        t,
        'PUT',
        `/api/subsubcategories/${created.data._id}`,
        { subSubCategoryName: 'Fatua' },
        [],
        admin.accessToken,
      ),
    );
    await answer(
      SpecAnyAnswerSchema,
      call(t, 'DELETE', `/api/subsubcategories/${created.data._id}`, undefined, as(admin)),
    );
  });

  it('POST /products splits comma lists; PUT /products/{id} and DELETE /products/{id} answer the Product', async () => {
    const created = await createProduct('Festive Kurta', '10');
    expect(created.data).toMatchObject({
      productColors: ['Red', 'Navy'],
      productSizes: ['M', 'L'],
      searchTags: ['panjabi', 'eid'],
      productDetails: ['100% cotton', 'Hand stitched'],
      OwnerId: { _id: seller.id },
      popularProducts: 'offer',
    });
    const updated = await answer(
      specAnswer(SpecProductSchema),
      sendForm(
        t,
        'PUT',
        `/api/products/${created.data._id}`,
        { productName: 'Festive Kurta 2', productColors: 'Black,White', productDiscount: '0' },
        [],
        seller.accessToken,
      ),
    );
    expect(updated.data).toMatchObject({ productColors: ['Black', 'White'], popularProducts: null });
    await answer(SpecAnyAnswerSchema, call(t, 'DELETE', `/api/products/${created.data._id}`, undefined, as(seller)));
  });

  it('GET /products with each query parameter answers the list; items carry reviews as an array', async () => {
    const queries = [
      '',
      'page=1&limit=10',
      'limit=0',
      'search=panjabi',
      `category=${shop.categoryId}`,
      'category=Fashion',
      `category=${shop.categoryId}&subCategory=${shop.subCategoryId}&subSubCategory=${shop.subSubCategoryId}`,
      'minPrice=100&maxPrice=5000',
      'discount=10',
      'sortBy=newest',
      'sortBy=rating',
      'sortBy=sales',
      'popularProducts=offer',
    ];
    for (const query of queries) {
      const list = await answer(specAnswer(SpecProductListSchema), call(t, 'GET', `/api/products?${query}`));
      expect(list.data.data.length, query).toBeGreaterThan(0);
    }
    const { data } = await answer(specAnswer(SpecProductListSchema), call(t, 'GET', '/api/products?limit=0'));
    const listed = (id: string) => data.data.find((product) => product._id === id);
    // The listing's card reads product.reviews.length; ours reads reviewCount: both say the same.
    expect(listed(shop.panjabi._id)?.reviews).toHaveLength(1);
    expect(listed(shop.panjabi._id)?.reviewCount).toBe(1);
    expect(listed(shop.lungi._id)?.reviews).toEqual([]);
  });

  it("marks every product of the offer list with popularProducts 'offer', and no other", async () => {
    const offers = await answer(
      specAnswer(SpecProductListSchema),
      call(t, 'GET', '/api/products?popularProducts=offer&limit=0'),
    );
    expect(offers.data.data.map((product) => product.popularProducts)).toEqual(offers.data.data.map(() => 'offer'));
    expect(offers.data.data.map((product) => product._id)).toContain(shop.panjabi._id);
    const all = await answer(specAnswer(SpecProductListSchema), call(t, 'GET', '/api/products?limit=0'));
    const others = all.data.data.filter((product) => !offers.data.data.some((offer) => offer._id === product._id));
    expect(others.map((product) => product._id)).toContain(shop.lungi._id);
    expect(others.every((product) => product.popularProducts == null)).toBe(true);
  });

  it('GET /products/{id} answers the Product with its full reviews; GET /products/categories-with-products', async () => {
    const product = await answer(specAnswer(SpecProductSchema), call(t, 'GET', `/api/products/${shop.panjabi._id}`));
    expect(product.data.reviews).toMatchObject([{ stars: 5, text: 'Beautiful stitching.' }]);
    const blocks = await answer(
      specAnswer(z.array(SpecCategoryWithProductsSchema)),
      call(t, 'GET', '/api/products/categories-with-products'),
    );
    expect(
      blocks.data.flatMap((block) => block.products).find((p) => p._id === shop.panjabi._id)?.reviews,
    ).toHaveLength(1);
  });

  it("GET /products/owner/{ownerId} answers the seller's products as the listing does", async () => {
    const mine = await answer(
      specAnswer(SpecProductListSchema),
      call(t, 'GET', `/api/products/owner/${seller.id}?limit=0&sortBy=newest`, undefined, as(seller)),
    );
    expect(mine.data.data.map((product) => product._id)).toEqual(
      expect.arrayContaining([shop.panjabi._id, shop.lungi._id]),
    );
    await answer(
      specAnswer(SpecProductListSchema),
      call(t, 'GET', `/api/products/owner/${seller.id}?page=1&limit=1`, undefined, as(admin)),
    );
  });

  it('POST /products/{productId}/reviews with {review:{userId,stars,text}} answers the Review', async () => {
    const customer = await signedInAs(t, 'user');
    await deliveredOrder(customer, shop.lungi);
    const written = await answer(
      specAnswer(SpecReviewSchema),
      review(customer, shop.lungi._id, 4, 'Soft and light.'),
      201,
    );
    expect(written.data).toMatchObject({ stars: 4, text: 'Soft and light.' });
  });

  it('GET /banner, DELETE /banner/{id}; POST /logo, GET /logo (data), DELETE /logo/{id}', async () => {
    const banner = await sendForm(
      t,
      'POST',
      '/api/banner',
      { bannerOffer: '20', bannerCategory: shop.categoryId },
      await image('bannerImage'),
      admin.accessToken,
    );
    expect(banner.statusCode, banner.body).toBe(201);
    const banners = await answer(specAnswer(z.array(SpecBannerSchema)), call(t, 'GET', '/api/banner'));
    expect(banners.data).toHaveLength(1);
    await answer(SpecAnyAnswerSchema, call(t, 'DELETE', `/api/banner/${banner.json().data._id}`, undefined, as(admin)));

    const logo = await answer(
      specAnswer(z.object({ _id: z.string() })),
      sendForm(t, 'POST', '/api/logo', {}, await image('logo'), admin.accessToken),
      201,
    );
    const current = await answer(specAnswer(z.object({ _id: z.string() })), call(t, 'GET', '/api/logo'));
    expect(current.data._id).toBe(logo.data._id);
    await answer(SpecAnyAnswerSchema, call(t, 'DELETE', `/api/logo/${logo.data._id}`, undefined, as(admin)));
  });
});

describe('Wishlist', () => {
  it('POST /wishlist/add-to-wishlist/{customerId}, GET /wishlist/get-wishlist/{customerId}, DELETE /wishlist/remove/...', async () => {
    const customer = await signedInAs(t, 'user');
    const added = await answer(
      specAnswer(SpecWishlistSchema),
      call(t, 'POST', `/api/wishlist/add-to-wishlist/${customer.id}`, { productId: shop.panjabi._id }, as(customer)),
    );
    // The wishlist card reads '(N reviews)' from reviews.length.
    expect(added.data.products[0]?.reviews).toHaveLength(1);
    await answer(
      specAnswer(SpecWishlistSchema),
      call(t, 'GET', `/api/wishlist/get-wishlist/${customer.id}`, undefined, as(customer)),
    );
    const removed = await answer(
      specAnswer(SpecWishlistSchema),
      call(t, 'DELETE', `/api/wishlist/remove/${customer.id}/${shop.panjabi._id}`, undefined, as(customer)),
    );
    expect(removed.data.products).toEqual([]);
  });
});

describe('Orders and refunds', () => {
  it('POST /order/post-order (data.url for a card payment), GET /order/get-order-by-customerId/{customerId}', async () => {
    const customer = await signedInAs(t, 'user');
    await answer(
      specAnswer(SpecPlacedOrderSchema),
      placeOrder(t, customer, orderPayload(customer, [cartLine(shop.lungi)])),
      201,
    );
    const card = await answer(
      specAnswer(SpecPlacedOrderSchema),
      placeOrder(t, customer, orderPayload(customer, [cartLine(shop.lungi)], { paymentMethod: 'ssl' })),
      201,
    );
    expect(card.data.url).toMatch(/^http/);
    const mine = await answer(
      specAnswer(z.array(SpecOrderSchema)),
      call(t, 'GET', `/api/order/get-order-by-customerId/${customer.id}`, undefined, as(customer)),
    );
    expect(mine.data).toHaveLength(2);
  });

  it("PATCH /order/update-status/{orderId} {status:'cancelled'}; GET /order/invoice/{orderId} is a PDF", async () => {
    const customer = await signedInAs(t, 'user');
    const placed = await answer(
      specAnswer(SpecPlacedOrderSchema),
      placeOrder(t, customer, orderPayload(customer, [cartLine(shop.lungi)])),
      201,
    );
    const invoice = await call(t, 'GET', `/api/order/invoice/${placed.data._id}`, undefined, as(customer));
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const cancelled = await answer(
      specAnswer(SpecOrderSchema),
      call(t, 'PATCH', `/api/order/update-status/${placed.data._id}`, { status: 'cancelled' }, as(customer)),
    );
    expect(cancelled.data.status).toBe('cancelled');
  });

  it('POST /refund/post {orderId, refundMethod, refundNumber}, GET /refund, PATCH /refund/{id}', async () => {
    const customer = await signedInAs(t, 'user');
    const placed = await answer(
      specAnswer(SpecPlacedOrderSchema),
      placeOrder(
        t,
        customer,
        orderPayload(customer, [cartLine(shop.lungi)], {
          paymentMethod: 'mobile-banking',
          paymentNumber: '01812345678',
          mobileBankingProvider: 'bkash',
          transactionId: bkashTrxId(),
        }),
      ),
      201,
    );
    await answer(
      specAnswer(SpecOrderSchema),
      call(t, 'PATCH', `/api/order/confirm-payment/${placed.data._id}`, {}, as(admin)),
    );
    const refund = await answer(
      specAnswer(SpecRefundSchema),
      call(
        t,
        'POST',
        '/api/refund/post',
        { orderId: placed.data._id, refundMethod: 'bkash', refundNumber: '01712345678' },
        as(customer),
      ),
      201,
    );
    const mine = await answer(
      specAnswer(z.array(SpecRefundSchema)),
      call(t, 'GET', '/api/refund', undefined, as(customer)),
    );
    expect(mine.data.map((entry) => entry._id)).toEqual([refund.data._id]);
    const settled = await answer(
      specAnswer(SpecRefundSchema),
      call(t, 'PATCH', `/api/refund/${refund.data._id}`, { id: refund.data._id, status: 'Completed' }, as(admin)),
    );
    expect(settled.data.refundStatus).toBe('Completed');
  });
});

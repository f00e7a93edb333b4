/**
 * Bangla names and descriptions beside the English ones (docs/decisions/033): written through the
 * admin forms, answered beside the English by every read, cleared by a blank.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, type SignedIn } from '../../test/accounts.ts';
import { photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const image = async (field: string) => [{ field, bytes: await photo() }];

async function form(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: string) {
  const response = await sendForm(t, method, url, fields, file ? await image(file) : [], admin.accessToken);
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json().data;
}

describe('the category tree in Bangla', () => {
  it('keeps a Bangla name on each level, answers it beside the English and clears it with a blank', async () => {
    const category = await form(
      'POST',
      '/api/categories',
      { categoryName: 'Fashion', categoryNameBn: 'ফ্যাশন' },
      'categoryImage',
    );
    expect(category).toMatchObject({ categoryName: 'Fashion', categoryNameBn: 'ফ্যাশন' });
    const sub = await form(
      'POST',
      '/api/subcategories',
      { subCategoryName: 'Panjabi', subCategoryNameBn: 'পাঞ্জাবি', categoryId: category._id },
      'subCategoryImage',
    );
    expect(sub.subCategoryNameBn).toBe('পাঞ্জাবি');
    const leaf = await form(
      'POST',
      '/api/subsubcategories',
      {
        subSubCategoryName: 'Cotton Panjabi',
        subSubCategoryNameBn: 'সুতি পাঞ্জাবি',
        categoryId: category._id,
        subCategoryId: sub._id,
      },
      'subSubCategoryImage',
    );
    expect(leaf.subSubCategoryNameBn).toBe('সুতি পাঞ্জাবি');

    const listed = (await call(t, 'GET', '/api/categories')).json().data;
    expect(listed).toContainEqual(expect.objectContaining({ categoryName: 'Fashion', categoryNameBn: 'ফ্যাশন' }));
    expect((await call(t, 'GET', `/api/subcategories/${sub._id}`)).json().data.subCategoryNameBn).toBe('পাঞ্জাবি');

    // An English rename leaves the Bangla name; a blank one clears it.
    const renamed = await form('PUT', `/api/categories/${category._id}`, { categoryName: 'Clothing' });
    expect(renamed).toMatchObject({ categoryName: 'Clothing', categoryNameBn: 'ফ্যাশন' });
    const cleared = await form('PUT', `/api/subsubcategories/${leaf._id}`, { subSubCategoryNameBn: '' });
    expect(cleared.subSubCategoryNameBn).toBeNull();
  });
});

describe('products in Bangla', () => {
  it('keeps a Bangla name and description, answered beside the English on the page, the list and the admin list', async () => {
    const category = await form('POST', '/api/categories', { categoryName: 'Sarees' }, 'categoryImage');
    expect(category.categoryNameBn).toBeNull();
    const created = await form(
      'POST',
      '/api/products',
      {
        name: 'Jamdani Saree',
        nameBn: 'জামদানি শাড়ি',
        description: 'Handwoven in Narayanganj.',
        descriptionBn: 'নারায়ণগঞ্জে হাতে বোনা।',
        originalPrice: '4500',
        category: category._id,
        remainingProducts: '3',
      },
      'productImages',
    );
    expect(created).toMatchObject({
      productName: 'Jamdani Saree',
      productNameBn: 'জামদানি শাড়ি',
      productDescriptionBn: 'নারায়ণগঞ্জে হাতে বোনা।',
    });

    const page = (await call(t, 'GET', `/api/products/${created._id}`)).json().data;
    expect(page).toMatchObject({ productNameBn: 'জামদানি শাড়ি', productDescriptionBn: 'নারায়ণগঞ্জে হাতে বোনা।' });
    const card = (await call(t, 'GET', `/api/products?category=${category._id}`)).json().data.data[0];
    expect(card).toMatchObject({ productName: 'Jamdani Saree', productNameBn: 'জামদানি শাড়ি' });
    const adminList = await call(t, 'GET', `/api/admin/products?category=${category._id}`, undefined, {
      token: admin.accessToken,
    });
    expect(adminList.json().data.data[0]).toMatchObject({ productNameBn: 'জামদানি শাড়ি' });

    const cleared = await form('PUT', `/api/products/${created._id}`, { productDescriptionBn: ' ' });
    expect(cleared).toMatchObject({ productNameBn: 'জামদানি শাড়ি', productDescriptionBn: null });
  });

  it('answers null for a product without Bangla, and refuses a Bangla name over the bound', async () => {
    const category = await form('POST', '/api/categories', { categoryName: 'Books' }, 'categoryImage');
    const plain = await form(
      'POST',
      '/api/products',
      { name: 'Notebook', originalPrice: '80', category: category._id, remainingProducts: '5' },
      'productImages',
    );
    expect(plain).toMatchObject({ productNameBn: null, productDescriptionBn: null });
    const tooLong = await sendForm(
      t,
      'POST',
      '/api/products',
      { name: 'Pen', nameBn: 'ক'.repeat(500), originalPrice: '10', category: category._id, remainingProducts: '5' },
      await image('productImages'),
      admin.accessToken,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^Bangla name must be at most \d+ characters$/);
  });
});

describe("a product's other texts in Bangla (docs/decisions/055)", () => {
  const FAQS = [{ question: 'Does it shrink?', answer: 'No, it is pre-shrunk.' }];
  const FAQS_BN = [
    { question: 'ধোয়ার পর কি ছোট হয়ে যায়?', answer: 'না, কাপড়টি আগেই ধুয়ে নেওয়া।' },
    { question: 'রং কি উঠে যায়?', answer: 'না, ঠান্ডা পানিতে ধুলে রং ঠিক থাকে।' },
  ];

  let made = 0;
  async function panjabi() {
    made += 1;
    const category = await form('POST', '/api/categories', { categoryName: `Panjabi ${made}` }, 'categoryImage');
    return form(
      'POST',
      '/api/products',
      {
        name: 'Cotton Panjabi',
        originalPrice: '1800',
        category: category._id,
        remainingProducts: '9',
        quantity: '1 piece',
        quantityBn: '১ পিস',
        productDetails: JSON.stringify(['100% cotton', 'Regular fit']),
        productDetailsBn: JSON.stringify(['১০০% সুতি', 'রেগুলার ফিট', 'পাশে দুটি পকেট']),
        colors: 'White, Navy, Maroon',
        colorsBn: JSON.stringify(['সাদা', '', 'মেরুন']),
        sizes: 'M, L, Free Size',
        sizesBn: JSON.stringify(['', '', 'ফ্রি সাইজ']),
        searchTags: 'panjabi, eid',
        searchTagsBn: 'পাঞ্জাবি, ঈদ',
        faqs: JSON.stringify(FAQS),
        faqsBn: JSON.stringify(FAQS_BN),
      },
      'productImages',
    );
  }

  it('keeps the unit, details, colours, sizes, tags and FAQs in Bangla beside the English, on the page and on cards', async () => {
    const created = await panjabi();
    const page = (await call(t, 'GET', `/api/products/${created._id}`)).json().data;
    expect(page).toMatchObject({
      quantity: '1 piece',
      quantityBn: '১ পিস',
      productDetails: ['100% cotton', 'Regular fit'],
      productDetailsBn: ['১০০% সুতি', 'রেগুলার ফিট', 'পাশে দুটি পকেট'],
      // A colour stays keyed by its English name; its Bangla label sits at the same place, null where none.
      productColors: ['White', 'Navy', 'Maroon'],
      productColorsBn: ['সাদা', null, 'মেরুন'],
      productSizes: ['M', 'L', 'Free Size'],
      productSizesBn: [null, null, 'ফ্রি সাইজ'],
      searchTags: ['panjabi', 'eid'],
      searchTagsBn: ['পাঞ্জাবি', 'ঈদ'],
      faqs: FAQS,
      faqsBn: FAQS_BN,
    });
    const card = (await call(t, 'GET', `/api/products?category=${created.productCategory._id}`)).json().data.data[0];
    expect(card).toMatchObject({
      _id: created._id,
      quantityBn: '১ পিস',
      productColorsBn: ['সাদা', null, 'মেরুন'],
      productSizesBn: [null, null, 'ফ্রি সাইজ'],
    });
  });

  it('keeps each colour its Bangla label when the colours change without them, and the spec client\'s edit leaves the Bangla', async () => {
    const created = await panjabi();
    const url = `/api/products/${created._id}`;
    // The spec's own form sends the English fields only: every Bangla twin stays.
    const reordered = await form('PUT', url, {
      productColors: 'Maroon, White, Black',
      productDetails: JSON.stringify(['Cotton']),
      faqs: JSON.stringify([]),
    });
    expect(reordered).toMatchObject({
      productColors: ['Maroon', 'White', 'Black'],
      productColorsBn: ['মেরুন', 'সাদা', null],
      productDetailsBn: ['১০০% সুতি', 'রেগুলার ফিট', 'পাশে দুটি পকেট'],
      faqs: [],
      faqsBn: FAQS_BN,
      quantityBn: '১ পিস',
    });

    const relabelled = await form('PUT', url, { productColorsBn: JSON.stringify(['মেরুন', 'সাদা', 'কালো']) });
    expect(relabelled.productColorsBn).toEqual(['মেরুন', 'সাদা', 'কালো']);

    const cleared = await form('PUT', url, {
      quantityBn: '',
      productSizesBn: '[]',
      productDetailsBn: '[]',
      faqsBn: '[]',
      searchTagsBn: '[]',
    });
    expect(cleared).toMatchObject({
      quantityBn: null,
      productSizesBn: [null, null, null],
      productDetailsBn: [],
      faqsBn: [],
      searchTagsBn: [],
      productColorsBn: ['মেরুন', 'সাদা', 'কালো'],
    });
  });

  it('refuses more Bangla labels than the product has colours, and answers empty twins for a product without them', async () => {
    const created = await panjabi();
    const refused = await sendForm(
      t,
      'PUT',
      `/api/products/${created._id}`,
      { productColors: 'White', productColorsBn: 'সাদা, নীল' },
      [],
      admin.accessToken,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('There are more Bangla names than options');

    const category = await form('POST', '/api/categories', { categoryName: 'Pens' }, 'categoryImage');
    const plain = await form(
      'POST',
      '/api/products',
      { name: 'Gel Pen', originalPrice: '20', category: category._id, remainingProducts: '5', colors: 'Blue' },
      'productImages',
    );
    expect(plain).toMatchObject({
      quantityBn: null,
      productColorsBn: [null],
      productSizesBn: [],
      productDetailsBn: [],
      searchTagsBn: [],
      faqsBn: [],
    });
  });
});

import { describe, expect, it } from 'vitest';

import {
  AdminProductListQuerySchema,
  BannerInputSchema,
  ProductCreateFieldsSchema,
  ProductUpdateFieldsSchema,
  SubSubCategoryInputSchema,
} from './admin-catalogue.ts';

const CATEGORY = '3f1c7a52-1111-4111-8111-111111111111';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const created = { name: 'Cotton Panjabi', originalPrice: '1250', category: CATEGORY, remainingProducts: '7' };

describe('product create fields', () => {
  it('names every missing required field', () => {
    expect(messages(ProductCreateFieldsSchema.safeParse({}))).toEqual([
      'Product name is required',
      'Original price is required',
      'Please choose a category',
      'Stock (remainingProducts) is required',
    ]);
  });

  it('reads numbers from form text and list fields from JSON text, repeated fields or one plain value', () => {
    const fields = ProductCreateFieldsSchema.parse({
      ...created,
      originalPrice: '1250.50',
      discount: '10',
      colors: '["Red", "Navy"]',
      sizes: ['M', 'L'],
      searchTags: 'cotton',
      productDetails: '[]',
      faqs: '[{"question":"Is it cotton?","answer":"Yes."}]',
      subCategory: '',
      video: '',
    });
    expect(fields).toMatchObject({
      originalPrice: 1250.5,
      discount: 10,
      remainingProducts: 7,
      colors: ['Red', 'Navy'],
      sizes: ['M', 'L'],
      searchTags: ['cotton'],
      productDetails: [],
      faqs: [{ question: 'Is it cotton?', answer: 'Yes.' }],
      subCategory: null,
      video: null,
    });
  });

  it("splits one comma-separated value, as the spec's admin client sends colours, sizes, tags and details", () => {
    const fields = ProductCreateFieldsSchema.parse({
      ...created,
      colors: 'Red, Navy ,,Bottle Green',
      sizes: 'M,L,XL',
      searchTags: 'panjabi,eid',
      productDetails: '100% cotton, Machine wash',
    });
    expect(fields).toMatchObject({
      colors: ['Red', 'Navy', 'Bottle Green'],
      sizes: ['M', 'L', 'XL'],
      searchTags: ['panjabi', 'eid'],
      productDetails: ['100% cotton', 'Machine wash'],
    });
    const updated = ProductUpdateFieldsSchema.parse({ productColors: 'Red,Navy', productSizes: 'S, M' });
    expect(updated).toMatchObject({ productColors: ['Red', 'Navy'], productSizes: ['S', 'M'] });
  });

  it('keeps commas inside items sent as JSON or repeated, and never splits image addresses', () => {
    const fields = ProductCreateFieldsSchema.parse({
      ...created,
      productDetails: '["Cotton, hand woven", "Dry clean"]',
      searchTags: ['eid, special', 'panjabi'],
    });
    expect(fields.productDetails).toEqual(['Cotton, hand woven', 'Dry clean']);
    expect(fields.searchTags).toEqual(['eid, special', 'panjabi']);
    const cdn = 'https://res.cloudinary.com/demo/image/upload/w_100,h_100/shirt.jpg';
    expect(ProductUpdateFieldsSchema.parse({ keepImages: cdn }).keepImages).toEqual([cdn]);
  });

  it('accepts FAQs repeated, one JSON object each', () => {
    const fields = ProductCreateFieldsSchema.parse({
      ...created,
      faqs: ['{"question":"Q1","answer":"A1"}', '{"question":"Q2","answer":"A2"}'],
    });
    expect(fields.faqs).toEqual([
      { question: 'Q1', answer: 'A1' },
      { question: 'Q2', answer: 'A2' },
    ]);
  });

  it.each([
    [{ originalPrice: '0' }, 'Original price must be more than 0'],
    [{ originalPrice: '12.345' }, 'Original price can have at most 2 decimals'],
    [{ originalPrice: 'cheap' }, 'Original price must be a number'],
    [{ discount: '101' }, 'Discount must be at most 100'],
    [{ discount: '2.5' }, 'Discount must be a whole number'],
    [{ remainingProducts: '-1' }, 'Stock (remainingProducts) must be at least 0'],
    [{ colors: '["Red"' }, 'colors must be a JSON array of text'],
    [{ faqs: '{oops' }, 'faqs must be a JSON array of {question, answer}'],
    [{ faqs: '[{"question":"Q"}]' }, 'Each FAQ answer is required'],
    [{ category: 'shirts' }, 'Invalid id'],
    [
      { video: 'https://youtube.com/watch?v=short' },
      'Video must be a YouTube or Vimeo link, or the web address of a video file',
    ],
  ])('refuses %j with "%s"', (change, message) => {
    expect(messages(ProductCreateFieldsSchema.safeParse({ ...created, ...change }))).toEqual([message]);
  });
});

describe('product update fields', () => {
  it('leaves out what was not sent', () => {
    expect(ProductUpdateFieldsSchema.parse({})).toEqual({});
  });

  it('clears an optional reference with a blank, keeps images by their addresses', () => {
    expect(
      ProductUpdateFieldsSchema.parse({ productSubCategory: '', keepImages: '["/api/media/products/a.webp"]' }),
    ).toEqual({ productSubCategory: null, keepImages: ['/api/media/products/a.webp'] });
  });

  it('refuses a blank name: a sent field must be valid', () => {
    expect(messages(ProductUpdateFieldsSchema.safeParse({ productName: ' ' }))).toEqual(['Product name is required']);
  });
});

describe('categories, banners and the admin list', () => {
  it('asks for the name, category and subcategory of a sub-subcategory', () => {
    expect(messages(SubSubCategoryInputSchema.safeParse({ subSubCategoryName: ' ' }))).toEqual([
      'Sub-subcategory name is required',
      'Please choose a category',
      'Please choose a subcategory',
    ]);
  });

  it('clears a banner offer and category with blanks and refuses an offer above 100', () => {
    expect(BannerInputSchema.parse({ bannerOffer: '', bannerCategory: '' })).toEqual({
      bannerOffer: null,
      bannerCategory: null,
    });
    expect(messages(BannerInputSchema.safeParse({ bannerOffer: '150' }))).toEqual(['Banner offer must be at most 100']);
  });

  it('reads the list query', () => {
    expect(AdminProductListQuerySchema.parse({ lowStock: 'true', sort: 'stock', dir: 'asc', limit: '50' })).toEqual({
      lowStock: true,
      sort: 'stock',
      dir: 'asc',
      limit: 50,
    });
    expect(messages(AdminProductListQuerySchema.safeParse({ limit: '101' }))).toEqual(['limit must be at most 100']);
  });
});

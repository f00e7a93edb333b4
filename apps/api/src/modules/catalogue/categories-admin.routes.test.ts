import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema.ts';
import { call, type SignedIn } from '../../test/accounts.ts';
import { NOT_AN_IMAGE, photo, sendForm, signedInAs, tooLargePhoto } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct, addSubCategory, addSubSubCategory } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const image = async (field: string) => [{ field, bytes: await photo() }];
const asAdmin = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, field?: string) =>
  sendForm(t, method, url, fields, field ? await image(field) : [], admin.accessToken);
const remove = (url: string) => call(t, 'DELETE', url, undefined, { token: admin.accessToken });
const key = (url: string) => url.replace('/api/media/', '');
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

async function auditOf(entityId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt);
}

describe('who may change the category tree', () => {
  it('anonymous visitors get 401; customers and sellers 403; only admins write', async () => {
    const customer = await signedInAs(t, 'user');
    const owner = await signedInAs(t, 'owner');
    const category = await addCategory(t.db, unique('Guarded'));
    const sub = await addSubCategory(t.db, category.id, 'Guarded sub');
    const subSub = await addSubSubCategory(t.db, category.id, sub.id, 'Guarded subsub');
    const routes = [
      ['/api/categories', category.id, 'categoryImage', { categoryName: unique('Role') }],
      ['/api/subcategories', sub.id, 'subCategoryImage', { subCategoryName: unique('Role'), categoryId: category.id }],
      [
        '/api/subsubcategories',
        subSub.id,
        'subSubCategoryImage',
        { subSubCategoryName: unique('Role'), categoryId: category.id, subCategoryId: sub.id },
      ],
    ] as const;
    for (const [path, id, field, fields] of routes) {
      for (const [who, token, status] of [
        ['anonymous', undefined, 401],
        ['customer', customer.accessToken, 403],
        ['owner', owner.accessToken, 403],
      ] as const) {
        const files = await image(field);
        expect((await sendForm(t, 'POST', path, fields, files, token)).statusCode, `${who} POST ${path}`).toBe(status);
        expect((await sendForm(t, 'PUT', `${path}/${id}`, {}, [], token)).statusCode, `${who} PUT ${path}`).toBe(
          status,
        );
        expect(
          (await call(t, 'DELETE', `${path}/${id}`, undefined, { token })).statusCode,
          `${who} DELETE ${path}`,
        ).toBe(status);
      }
      const created = await asAdmin('POST', path, fields, field);
      expect(created.statusCode, `admin POST ${path}`).toBe(201);
      expect((await asAdmin('PUT', `${path}/${created.json().data._id}`, {})).statusCode).toBe(200);
      expect((await remove(`${path}/${created.json().data._id}`)).statusCode).toBe(200);
    }
  });
});

describe('categories', () => {
  it('creates a category with a re-encoded image without its metadata, audited, listed at once', async () => {
    expect((await call(t, 'GET', '/api/categories')).statusCode).toBe(200); // primes the cache
    const name = unique('Panjabi');
    const response = await sendForm(
      t,
      'POST',
      '/api/categories',
      { categoryName: `  ${name}  ` },
      [{ field: 'categoryImage', bytes: await photo(2000, 1000, true) }],
      admin.accessToken,
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ categoryName: name });
    expect(created.categoryImage).toMatch(/^\/api\/media\/categories\/.+\.webp$/);
    const meta = await sharp((await t.storage.get(key(created.categoryImage)))!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 400 });
    expect(meta.exif).toBeUndefined();

    const listed = (await call(t, 'GET', '/api/categories')).json().data;
    expect(listed.map((c: { _id: string }) => c._id)).toContain(created._id);
    const [entry] = await auditOf(created._id);
    expect(entry).toMatchObject({ actorId: admin.id, action: 'create', entity: 'category', before: null });
    expect(entry?.after).toMatchObject({ categoryName: name });
  });

  it.each([
    ['Category name is required', {}, 'categoryImage'],
    ['Please add a category image.', { categoryName: 'No picture' }, undefined],
  ])('answers 400 "%s" to %j', async (message, fields, field) => {
    const response = await asAdmin('POST', '/api/categories', fields, field);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a file that is not an image (400) and one over 5 MB (413), storing nothing', async () => {
    const fake = await sendForm(
      t,
      'POST',
      '/api/categories',
      { categoryName: unique('Fake') },
      [{ field: 'categoryImage', bytes: NOT_AN_IMAGE, name: 'cat.jpg' }],
      admin.accessToken,
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).');
    const huge = await sendForm(
      t,
      'POST',
      '/api/categories',
      { categoryName: unique('Huge') },
      [{ field: 'categoryImage', bytes: await tooLargePhoto() }],
      admin.accessToken,
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The image is larger than 5 MB. Please choose a smaller one.');
    const json = await call(t, 'POST', '/api/categories', { categoryName: 'x' }, { token: admin.accessToken });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a name already used, whatever its case (409)', async () => {
    const name = unique('Saree');
    expect((await asAdmin('POST', '/api/categories', { categoryName: name }, 'categoryImage')).statusCode).toBe(201);
    const again = await asAdmin('POST', '/api/categories', { categoryName: name.toUpperCase() }, 'categoryImage');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`A category named "${name.toUpperCase()}" already exists`);
  });

  it('lists a new category, subcategory and sub-subcategory after those already there', async () => {
    const first = unique('Alpona');
    const last = unique('Aaa first by name');
    await asAdmin('POST', '/api/categories', { categoryName: first }, 'categoryImage');
    const made = await asAdmin('POST', '/api/categories', { categoryName: last }, 'categoryImage');
    const names = (await call(t, 'GET', '/api/categories'))
      .json()
      .data.map((c: { categoryName: string }) => c.categoryName);
    expect(names.slice(-2)).toEqual([first, last]);

    const categoryId = made.json().data._id as string;
    for (const name of ['Zari', 'Applique']) {
      await asAdmin('POST', '/api/subcategories', { subCategoryName: name, categoryId }, 'subCategoryImage');
    }
    const subs = (await call(t, 'GET', `/api/subcategories?categoryId=${categoryId}`)).json().data;
    expect(subs.map((s: { subCategoryName: string }) => s.subCategoryName)).toEqual(['Zari', 'Applique']);

    const subCategoryId = subs[0]._id as string;
    for (const name of ['Wide', 'Narrow']) {
      const fields = { subSubCategoryName: name, categoryId, subCategoryId };
      await asAdmin('POST', '/api/subsubcategories', fields, 'subSubCategoryImage');
    }
    const leaves = (await call(t, 'GET', `/api/subsubcategories?subCategoryId=${subCategoryId}`)).json().data;
    expect(leaves.map((s: { subSubCategoryName: string }) => s.subSubCategoryName)).toEqual(['Wide', 'Narrow']);
  });

  it('renames without touching the image, and a new image replaces the old file', async () => {
    const created = (
      await asAdmin('POST', '/api/categories', { categoryName: unique('Lungi') }, 'categoryImage')
    ).json().data;
    const renamed = await asAdmin('PUT', `/api/categories/${created._id}`, { categoryName: 'Lungi and Gamchha' });
    expect(renamed.json().data).toMatchObject({
      categoryName: 'Lungi and Gamchha',
      categoryImage: created.categoryImage,
    });

    const replaced = await asAdmin('PUT', `/api/categories/${created._id}`, {}, 'categoryImage');
    const newImage = replaced.json().data.categoryImage;
    expect(newImage).not.toBe(created.categoryImage);
    expect(await t.storage.get(key(created.categoryImage))).toBeNull();
    expect(await t.storage.get(key(newImage))).not.toBeNull();

    const entries = await auditOf(created._id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(entries[1]).toMatchObject({
      before: { categoryName: created.categoryName },
      after: { categoryName: 'Lungi and Gamchha' },
    });
  });

  it('answers 404 for an unknown category and keeps no uploaded file', async () => {
    const response = await asAdmin('PUT', '/api/categories/3f1c7a52-1111-4111-8111-111111111111', {}, 'categoryImage');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Category not found');
  });

  it('will not delete a category its products or subcategories still use (409), and deletes an unused one', async () => {
    const withProducts = await addCategory(t.db, unique('Busy'));
    await addProduct(t.db, { name: 'Kurta', categoryId: withProducts.id });
    await addProduct(t.db, { name: 'Fatua', categoryId: withProducts.id });
    const refused = await remove(`/api/categories/${withProducts.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `"${withProducts.name}" is still used by 2 products. Move or delete them first.`,
    );

    const withSub = await addCategory(t.db, unique('Parent'));
    await addSubCategory(t.db, withSub.id, 'Child');
    expect((await remove(`/api/categories/${withSub.id}`)).json().message).toBe(
      `"${withSub.name}" is still used by 1 subcategory. Move or delete them first.`,
    );

    const created = (
      await asAdmin('POST', '/api/categories', { categoryName: unique('Empty') }, 'categoryImage')
    ).json().data;
    expect((await call(t, 'GET', `/api/categories/${created._id}`)).statusCode).toBe(200);
    const deleted = await remove(`/api/categories/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/categories/${created._id}`)).statusCode).toBe(404);
    expect(await t.storage.get(key(created.categoryImage))).toBeNull();
    const [, entry] = await auditOf(created._id);
    expect(entry).toMatchObject({ action: 'delete', before: { categoryName: created.categoryName }, after: null });
  });
});

describe('subcategories and sub-subcategories', () => {
  it('keeps subcategory names unique within their category only', async () => {
    const a = await addCategory(t.db, unique('Men'));
    const b = await addCategory(t.db, unique('Women'));
    const shirt = { subCategoryName: 'Shirts', categoryId: a.id };
    expect((await asAdmin('POST', '/api/subcategories', shirt, 'subCategoryImage')).statusCode).toBe(201);
    const twice = await asAdmin(
      'POST',
      '/api/subcategories',
      { ...shirt, subCategoryName: 'shirts' },
      'subCategoryImage',
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A subcategory named "shirts" already exists in this category');
    const elsewhere = await asAdmin('POST', '/api/subcategories', { ...shirt, categoryId: b.id }, 'subCategoryImage');
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().data).toMatchObject({ subCategoryName: 'Shirts', categoryId: b.id });
  });

  it('refuses an unknown parent and a subcategory of another category (400)', async () => {
    const a = await addCategory(t.db, unique('Kids'));
    const b = await addCategory(t.db, unique('Home'));
    const subOfB = await addSubCategory(t.db, b.id, 'Bedding');
    const unknown = await asAdmin(
      'POST',
      '/api/subcategories',
      { subCategoryName: 'Toys', categoryId: '3f1c7a52-1111-4111-8111-111111111111' },
      'subCategoryImage',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The chosen category does not exist');
    const mismatch = await asAdmin(
      'POST',
      '/api/subsubcategories',
      { subSubCategoryName: 'Pillows', categoryId: a.id, subCategoryId: subOfB.id },
      'subSubCategoryImage',
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The subcategory does not belong to the chosen category');
    const missing = await asAdmin(
      'POST',
      '/api/subsubcategories',
      { subSubCategoryName: 'Pillows' },
      'subSubCategoryImage',
    );
    expect(missing.json().message).toBe('Please choose a category');
  });

  it('moving a subcategory to another category takes its sub-subcategories and products along', async () => {
    const from = await addCategory(t.db, unique('From'));
    const to = await addCategory(t.db, unique('To'));
    const sub = await addSubCategory(t.db, from.id, 'Movable');
    const subSub = await addSubSubCategory(t.db, from.id, sub.id, 'Inner');
    const product = await addProduct(t.db, {
      name: 'Moving jacket',
      categoryId: from.id,
      subcategoryId: sub.id,
      subSubcategoryId: subSub.id,
    });
    expect((await call(t, 'GET', `/api/products?category=${to.id}`)).json().data.total).toBe(0);
    const moved = await asAdmin('PUT', `/api/subcategories/${sub.id}`, { categoryId: to.id });
    expect(moved.json().data).toMatchObject({ categoryId: to.id });
    expect((await call(t, 'GET', `/api/subsubcategories/${subSub.id}`)).json().data.categoryId).toBe(to.id);
    const listed = (await call(t, 'GET', `/api/products?category=${to.id}`)).json().data;
    expect(listed.data.map((p: { _id: string }) => p._id)).toEqual([product.id]);
  });

  it('refuses deleting a subcategory still used (409) and a sub-subcategory with products (409)', async () => {
    const category = await addCategory(t.db, unique('Deep'));
    const sub = await addSubCategory(t.db, category.id, 'Level 2');
    const subSub = await addSubSubCategory(t.db, category.id, sub.id, 'Level 3');
    await addProduct(t.db, {
      name: 'Deep item',
      categoryId: category.id,
      subcategoryId: sub.id,
      subSubcategoryId: subSub.id,
    });
    expect((await remove(`/api/subcategories/${sub.id}`)).json()).toMatchObject({
      success: false,
      message: '"Level 2" is still used by 1 product and 1 sub-subcategory. Move or delete them first.',
    });
    const refused = await remove(`/api/subsubcategories/${subSub.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('"Level 3" is still used by 1 product. Move or delete them first.');
  });

  it('renames a sub-subcategory and the product page shows the new name at once', async () => {
    const category = await addCategory(t.db, unique('Names'));
    const sub = await addSubCategory(t.db, category.id, 'Shoes');
    const subSub = await addSubSubCategory(t.db, category.id, sub.id, 'Sandal');
    const product = await addProduct(t.db, {
      name: 'Leather sandal',
      categoryId: category.id,
      subcategoryId: sub.id,
      subSubcategoryId: subSub.id,
    });
    const before = (await call(t, 'GET', `/api/products/${product.id}`)).json().data;
    expect(before.productSubSubCategory.subSubCategoryName).toBe('Sandal');
    expect(
      (await asAdmin('PUT', `/api/subsubcategories/${subSub.id}`, { subSubCategoryName: 'Sandals' })).statusCode,
    ).toBe(200);
    const after = (await call(t, 'GET', `/api/products/${product.id}`)).json().data;
    expect(after.productSubSubCategory.subSubCategoryName).toBe('Sandals');
  });
});

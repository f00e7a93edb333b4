/**
 * An image the shop replaced or deleted stops being served at every size, through each admin and
 * account flow that drops one: cached variants must not outlive their original.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { type FormFile, multipart, photo, sendForm, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory } from '../../test/catalogue-fixtures.ts';

let t: TestApp;
let admin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
  categoryId = (await addCategory(t.db, 'Eid Collection')).id;
});
afterAll(() => t.close());

const picture = async (field: string, colour = '#1e6b52'): Promise<FormFile[]> => [
  { field, bytes: await photo(640, 480, false, colour) },
];
const asAdmin = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: FormFile[] = []) =>
  sendForm(t, method, url, fields, files, admin.accessToken);
const remove = (url: string) => call(t, 'DELETE', url, undefined, { token: admin.accessToken });

/** The sizes a page would show this picture at, rendered so the cache holds them. */
const sizes = (url: string) => [url, `${url}?w=80&h=80&f=webp`, `${url}?w=160&h=120&f=auto`, `${url}?w=128&h=32&q=90`];

async function servedAtEverySize(url: string): Promise<string[]> {
  const etags: string[] = [];
  for (const address of sizes(url)) {
    const res = await t.app.inject({ method: 'GET', url: address, headers: { accept: 'image/avif,image/webp' } });
    expect(res.statusCode, address).toBe(200);
    etags.push(String(res.headers.etag));
  }
  return etags;
}

/** Gone at every size, even for a browser holding its ETag. */
async function expectGone(url: string, etags: string[]) {
  for (const [i, address] of sizes(url).entries()) {
    const res = await t.app.inject({
      method: 'GET',
      url: address,
      headers: { accept: 'image/avif,image/webp', 'if-none-match': etags[i] ?? '' },
    });
    expect(res.statusCode, address).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Image not found' });
  }
}

describe('a replaced or deleted image stops being served, its resized variants included', () => {
  it('a banner whose image is replaced, then the banner deleted', async () => {
    const banner = (
      await asAdmin('POST', '/api/banner', { bannerCategory: categoryId }, await picture('bannerImage'))
    ).json().data;
    const first = await servedAtEverySize(banner.bannerImage);
    const replaced = (
      await asAdmin('PUT', `/api/banner/${banner._id}`, {}, await picture('bannerImage', '#aa3300'))
    ).json().data;
    await expectGone(banner.bannerImage, first);

    const second = await servedAtEverySize(replaced.bannerImage);
    expect((await remove(`/api/banner/${banner._id}`)).statusCode).toBe(200);
    await expectGone(replaced.bannerImage, second);
  });

  it('the logo, replaced by a new one', async () => {
    const first = (await asAdmin('POST', '/api/logo', {}, await picture('logo'))).json().data;
    const etags = await servedAtEverySize(first.logo);
    expect((await asAdmin('POST', '/api/logo', {}, await picture('logo', '#aa3300'))).statusCode).toBe(201);
    await expectGone(first.logo, etags);
  });

  it('a category image, replaced', async () => {
    const created = (
      await asAdmin('POST', '/api/categories', { categoryName: 'Lungi' }, await picture('categoryImage'))
    ).json().data;
    const etags = await servedAtEverySize(created.categoryImage);
    const replaced = await asAdmin('PUT', `/api/categories/${created._id}`, {}, await picture('categoryImage', '#a30'));
    expect(replaced.statusCode).toBe(200);
    await expectGone(created.categoryImage, etags);
    await servedAtEverySize(replaced.json().data.categoryImage);
  });

  it('a product picture dropped from the product, and the others when the product is deleted', async () => {
    const fields = {
      name: 'Cotton Panjabi',
      originalPrice: '1250',
      description: 'Soft cotton for Eid.',
      quantity: '1 piece',
      category: categoryId,
      remainingProducts: '12',
    };
    const files = [...(await picture('productImages')), ...(await picture('productImages', '#aa3300'))];
    const product = (await asAdmin('POST', '/api/products', fields, files)).json().data;
    const [kept, dropped] = product.productImages as [string, string];
    const keptEtags = await servedAtEverySize(kept);
    const droppedEtags = await servedAtEverySize(dropped);

    const updated = await asAdmin('PUT', `/api/products/${product._id}`, { keepImages: JSON.stringify([kept]) });
    expect(updated.statusCode).toBe(200);
    await expectGone(dropped, droppedEtags);
    await servedAtEverySize(kept);

    expect((await remove(`/api/products/${product._id}`)).statusCode).toBe(200);
    await expectGone(kept, keptEtags);
  });

  it('a profile photo, replaced by a new upload', async () => {
    const customer = await signedInCustomer(t);
    const upload = async (colour: string) => {
      const { payload, headers } = multipart({ id: customer.id }, [
        { field: 'profileImage', name: 'me.jpg', bytes: await photo(300, 300, false, colour), type: 'image/jpeg' },
      ]);
      const res = await call(t, 'POST', '/api/user/upload-profile-image', payload, {
        token: customer.accessToken,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.profileImg as string;
    };
    const first = await upload('#1e6b52');
    const etags = await servedAtEverySize(first);
    await upload('#aa3300');
    await expectGone(first, etags);
  });
});

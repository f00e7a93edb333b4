import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema.ts';
import { call, type SignedIn } from '../../test/accounts.ts';
import { NOT_AN_IMAGE, photo, sendForm, signedInAs, tooLargePhoto } from '../../test/admin-catalogue.ts';
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

const file = async (field: string, bytes?: Buffer) => [{ field, bytes: bytes ?? (await photo(1200, 400, true)) }];
const asAdmin = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, field?: string) =>
  sendForm(t, method, url, fields, field ? await file(field) : [], admin.accessToken);
const remove = (url: string) => call(t, 'DELETE', url, undefined, { token: admin.accessToken });
const key = (url: string) => url.replace('/api/media/', '');
const banners = async () => (await call(t, 'GET', '/api/banner')).json().data as Array<Record<string, unknown>>;
const currentLogo = async () => (await call(t, 'GET', '/api/logo')).json().data;
const auditOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);

describe('who may change banners and the logo', () => {
  it('anonymous visitors get 401, customers and sellers 403', async () => {
    const customer = await signedInAs(t, 'user');
    const owner = await signedInAs(t, 'owner');
    const banner = (await asAdmin('POST', '/api/banner', {}, 'bannerImage')).json().data;
    const logo = (await asAdmin('POST', '/api/logo', {}, 'logo')).json().data;
    for (const [token, status] of [
      [undefined, 401],
      [customer.accessToken, 403],
      [owner.accessToken, 403],
    ] as const) {
      expect((await sendForm(t, 'POST', '/api/banner', {}, await file('bannerImage'), token)).statusCode).toBe(status);
      expect((await sendForm(t, 'PUT', `/api/banner/${banner._id}`, { bannerOffer: '5' }, [], token)).statusCode).toBe(
        status,
      );
      expect((await call(t, 'DELETE', `/api/banner/${banner._id}`, undefined, { token })).statusCode).toBe(status);
      expect((await sendForm(t, 'POST', '/api/logo', {}, await file('logo'), token)).statusCode).toBe(status);
      expect((await call(t, 'DELETE', `/api/logo/${logo._id}`, undefined, { token })).statusCode).toBe(status);
    }
    expect((await remove(`/api/banner/${banner._id}`)).statusCode).toBe(200);
    expect((await remove(`/api/logo/${logo._id}`)).statusCode).toBe(200);
  });
});

describe('banners', () => {
  it('creates a banner with an offer and a category, shown on the home page at once, audited', async () => {
    await banners(); // primes the cache
    const response = await asAdmin(
      'POST',
      '/api/banner',
      { bannerOffer: '25', bannerCategory: categoryId },
      'bannerImage',
    );
    expect(response.statusCode).toBe(201);
    const banner = response.json().data;
    expect(banner).toMatchObject({
      bannerOffer: 25,
      bannerCategory: { _id: categoryId, categoryName: 'Eid Collection' },
    });
    const meta = await sharp((await t.storage.get(key(banner.bannerImage)))!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(await banners()).toContainEqual(banner);
    const [entry] = await auditOf(banner._id);
    expect(entry).toMatchObject({ actorId: admin.id, action: 'create', entity: 'banner', after: { bannerOffer: 25 } });
  });

  it('keeps the words drawn over the picture in English and Bangla, answered to the home page, changed or cleared alone (decision 056)', async () => {
    const created = await asAdmin(
      'POST',
      '/api/banner',
      {
        bannerTitle: 'Eid Collection',
        bannerTitleBn: 'ঈদ কালেকশন',
        bannerSubtitle: 'Panjabi and saree for the whole family',
        bannerSubtitleBn: 'পুরো পরিবারের পাঞ্জাবি ও শাড়ি',
        bannerCategory: categoryId,
      },
      'bannerImage',
    );
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json().data;
    expect(banner).toMatchObject({
      bannerTitle: 'Eid Collection',
      bannerTitleBn: 'ঈদ কালেকশন',
      bannerSubtitle: 'Panjabi and saree for the whole family',
      bannerSubtitleBn: 'পুরো পরিবারের পাঞ্জাবি ও শাড়ি',
    });
    expect(await banners()).toContainEqual(banner);

    // The offer alone changes the offer; a blank subtitle clears it, the rest stays.
    const changed = await asAdmin('PUT', `/api/banner/${banner._id}`, { bannerOffer: '20', bannerSubtitleBn: '' });
    expect(changed.json().data).toMatchObject({
      bannerOffer: 20,
      bannerTitle: 'Eid Collection',
      bannerTitleBn: 'ঈদ কালেকশন',
      bannerSubtitle: 'Panjabi and saree for the whole family',
      bannerSubtitleBn: null,
    });
    const tooLong = await asAdmin('PUT', `/api/banner/${banner._id}`, { bannerTitleBn: 'ঈ'.repeat(200) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Bangla banner title must be at most 80 characters');
    expect((await remove(`/api/banner/${banner._id}`)).statusCode).toBe(200);
  });

  it.each([
    ['Please add a banner image.', {}, undefined],
    ['Banner offer must be at most 100', { bannerOffer: '150' }, 'bannerImage'],
    ['Invalid id', { bannerCategory: 'eid' }, 'bannerImage'],
    ['The chosen category does not exist', { bannerCategory: '3f1c7a52-1111-4111-8111-111111111111' }, 'bannerImage'],
  ])('answers 400 "%s" to %j', async (message, fields, field) => {
    const response = await asAdmin('POST', '/api/banner', fields, field);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a non-image (400) and an image over 5 MB (413)', async () => {
    const fake = await sendForm(
      t,
      'POST',
      '/api/banner',
      {},
      await file('bannerImage', NOT_AN_IMAGE),
      admin.accessToken,
    );
    expect(fake.statusCode).toBe(400);
    const huge = await sendForm(
      t,
      'POST',
      '/api/banner',
      {},
      await file('bannerImage', await tooLargePhoto()),
      admin.accessToken,
    );
    expect(huge.statusCode).toBe(413);
  });

  it('changes only what is sent, clears with blanks, and replaces the image file', async () => {
    const banner = (
      await asAdmin('POST', '/api/banner', { bannerOffer: '10', bannerCategory: categoryId }, 'bannerImage')
    ).json().data;
    const offerOnly = await asAdmin('PUT', `/api/banner/${banner._id}`, { bannerOffer: '30' });
    expect(offerOnly.json().data).toMatchObject({
      bannerOffer: 30,
      bannerImage: banner.bannerImage,
      bannerCategory: { _id: categoryId },
    });
    const cleared = await asAdmin('PUT', `/api/banner/${banner._id}`, { bannerOffer: '', bannerCategory: '' });
    expect(cleared.json().data).toMatchObject({ bannerOffer: null, bannerCategory: null });
    const replaced = (await asAdmin('PUT', `/api/banner/${banner._id}`, {}, 'bannerImage')).json().data;
    expect(replaced.bannerImage).not.toBe(banner.bannerImage);
    expect(await t.storage.get(key(banner.bannerImage))).toBeNull();
    expect((await banners()).find((b) => b._id === banner._id)).toEqual(replaced);
    const entries = await auditOf(banner._id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(entries[2]).toMatchObject({
      before: { bannerOffer: 30 },
      after: { bannerOffer: null, bannerCategory: null },
    });
  });

  it('shows a renamed category on its banners at once, and deletes a banner with its image', async () => {
    const category = await addCategory(t.db, 'Winter');
    const banner = (await asAdmin('POST', '/api/banner', { bannerCategory: category.id }, 'bannerImage')).json().data;
    await banners();
    const renamed = await asAdmin('PUT', `/api/categories/${category.id}`, {
      categoryName: 'Winter Sale',
      categoryNameBn: 'শীতের সেল',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await banners()).find((b) => b._id === banner._id)?.bannerCategory).toEqual({
      _id: category.id,
      categoryName: 'Winter Sale',
      categoryNameBn: 'শীতের সেল',
    });
    expect((await remove(`/api/banner/${banner._id}`)).statusCode).toBe(200);
    expect((await banners()).map((b) => b._id)).not.toContain(banner._id);
    expect(await t.storage.get(key(banner.bannerImage))).toBeNull();
    expect((await remove(`/api/banner/${banner._id}`)).statusCode).toBe(404);
  });
});

describe('the logo', () => {
  it('a new logo replaces the current one at once; deleting it leaves none', async () => {
    await currentLogo(); // primes the cache
    const first = (await asAdmin('POST', '/api/logo', {}, 'logo')).json().data;
    expect(await currentLogo()).toEqual(first);
    const meta = await sharp((await t.storage.get(key(first.logo)))!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512 });
    expect(meta.exif).toBeUndefined();

    const second = await asAdmin('POST', '/api/logo', {}, 'logo');
    expect(second.statusCode).toBe(201);
    expect(await currentLogo()).toEqual(second.json().data);
    expect(await t.storage.get(key(first.logo))).toBeNull();
    expect((await remove(`/api/logo/${first._id}`)).statusCode).toBe(404);

    expect((await remove(`/api/logo/${second.json().data._id}`)).statusCode).toBe(200);
    expect(await currentLogo()).toBeNull();
    const entries = await auditOf(second.json().data._id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(entries[0]?.before).toEqual([first]);
  });

  it('needs an image file', async () => {
    const none = await asAdmin('POST', '/api/logo', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose a logo image.');
    const fake = await sendForm(t, 'POST', '/api/logo', {}, await file('logo', NOT_AN_IMAGE), admin.accessToken);
    expect(fake.statusCode).toBe(400);
  });
});

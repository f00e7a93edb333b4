/**
 * Images kept in an S3-compatible bucket (s3rver started here) go through the whole app: uploaded by
 * an admin, served and resized by the media route, deleted to a 404, and the demo catalogue's
 * pictures seeded into the bucket. The bytes are checked through a second client, as another
 * process behind the load balancer would read them.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemoCatalogue } from '../demo/demo-seed.ts';
import { createS3Storage, type S3Storage } from '../lib/s3-storage.ts';
import { call, type SignedIn } from './accounts.ts';
import { photo, sendForm, signedInAs } from './admin-catalogue.ts';
import { createTestApp, type TestApp } from './app.ts';

const key = (url: string) => url.replace('/api/media/', '');

describe('images in an S3 bucket, through the app', () => {
  let t: TestApp;
  let admin: SignedIn;
  let otherProcess: S3Storage;

  beforeAll(async () => {
    t = await createTestApp({ s3: true });
    admin = await signedInAs(t, 'admin');
    otherProcess = createS3Storage(t.s3!);
  });
  afterAll(async () => {
    otherProcess.close();
    await t.close();
  });

  it('stores an uploaded banner in the bucket, serves it at its own size and resized, and 404s once deleted', async () => {
    const upload = await sendForm(
      t,
      'POST',
      '/api/banner',
      {},
      [{ field: 'bannerImage', bytes: await photo(640, 480) }],
      admin.accessToken,
    );
    expect(upload.statusCode).toBe(201);
    const url: string = upload.json().data.bannerImage;

    const inBucket = await otherProcess.get(key(url));
    expect(inBucket?.contentType).toBe('image/webp');
    expect((await sharp(inBucket!.bytes).metadata()).width).toBe(640);

    const original = await t.app.inject({ method: 'GET', url: `${url}?f=jpeg` });
    expect(original.statusCode).toBe(200);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 640, height: 480, format: 'jpeg' });
    const resized = await t.app.inject({ method: 'GET', url: `${url}?w=80&h=80&f=webp` });
    expect(resized.statusCode).toBe(200);
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ width: 80, height: 80, format: 'webp' });

    const banner = upload.json().data._id as string;
    expect((await call(t, 'DELETE', `/api/banner/${banner}`, undefined, { token: admin.accessToken })).statusCode).toBe(
      200,
    );
    expect(await otherProcess.get(key(url))).toBeNull();
    for (const address of [url, `${url}?w=80&h=80&f=webp`]) {
      const gone = await t.app.inject({ method: 'GET', url: address });
      expect(gone.statusCode, address).toBe(404);
      expect(gone.json()).toEqual({ success: false, message: 'Image not found' });
    }
  });

  it('answers 404 for a key the bucket never held', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/media/products/0b7d8f3e-1c2a-4e5b-9f60-7a8b9c0d1e2f/0.webp',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the demo seed on an S3 bucket', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ s3: true });
  });
  afterAll(() => t.close());

  it('writes the catalogue pictures into the bucket, where the media route serves them', async () => {
    expect((await seedDemoCatalogue(t.db, t.storage)).seeded).toBe(true);
    const product = (await call(t, 'GET', '/api/products?limit=1')).json().data.data[0];
    const url: string = product.productImages[0];
    const other = createS3Storage(t.s3!);
    try {
      expect((await other.get(key(url)))?.contentType).toBe('image/webp');
    } finally {
      other.close();
    }
    const served = await t.app.inject({ method: 'GET', url: `${url}?w=80&h=80&f=webp` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 80, height: 80 });
  }, 180_000);
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { CATALOGUE_CSV_COLUMNS, csvLine } from '@dokan/domain';

import { productImages, products } from '../../db/schema.ts';
import { call, type SignedIn } from '../../test/accounts.ts';
import { type FormFile, multipart, NOT_AN_IMAGE, photo, signedInAs } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp, type TestAppOptions, withTestApp } from '../../test/app.ts';
import { addCategory } from '../../test/catalogue-fixtures.ts';

/** A site with pictures: one to fetch, and each way a fetch goes wrong. Counts what it is asked for. */
let site: Server;
let base: string;
const asked: string[] = [];
let picture: Buffer;

beforeAll(async () => {
  picture = await photo(80, 60);
  site = createServer((request, response) => {
    asked.push(request.url ?? '');
    switch (request.url) {
      case '/photo.jpg':
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
      case '/moved.jpg':
        return response.writeHead(302, { location: '/photo.jpg' }).end();
      case '/loop.jpg':
        return response.writeHead(302, { location: '/loop.jpg' }).end();
      case '/stalls.jpg':
        // Headers, then nothing: the fetch's own time runs out.
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).write(picture.subarray(0, 10));
      case '/huge.jpg': {
        // No length announced: the body itself is cut off past the limit.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(1024 * 1024, 1);
        for (let i = 0; i < 6; i += 1) response.write(chunk);
        return response.end();
      }
      case '/page.jpg':
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(NOT_AN_IMAGE);
      default:
        return response.writeHead(404).end('not here');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
});

/** A zip of the given files, each packed as tightly as it goes. */
const zipOf = (files: Record<string, Buffer>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, new Uint8Array(bytes)])), {
      level: 9,
    }),
  );

const LIMITS: TestAppOptions['importPictures'] = {
  fetchTimeoutMs: 1_500,
  maxFetched: 6,
  zip: { maxFiles: 4, maxUnpackedBytes: 1024 * 1024 },
};

type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>;
const csv = (rows: Row[]) =>
  csvLine(CATALOGUE_CSV_COLUMNS) + rows.map((row) => csvLine(CATALOGUE_CSV_COLUMNS.map((c) => row[c] ?? ''))).join('');
const row = (name: string, sku: string, image_urls: string): Row => ({
  name,
  sku,
  image_urls,
  category: 'Pictures',
  price: '500',
  stock: '2',
});

function importCsv(t: TestApp, text: string, who: SignedIn, dryRun: boolean, zip?: Buffer, language?: string) {
  const files: FormFile[] = [{ field: 'file', bytes: Buffer.from(text), name: 'catalogue.csv', type: 'text/csv' }];
  if (zip) files.push({ field: 'images', bytes: zip, name: 'pictures.zip', type: 'application/zip' });
  const { payload, headers } = multipart({ dryRun: String(dryRun) }, files);
  return call(t, 'POST', '/api/admin/products/import', payload, {
    token: who.accessToken,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

async function imagesOf(t: TestApp, name: string) {
  const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.name, name));
  if (!product) return null;
  const rows = await t.db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, product.id))
    .orderBy(productImages.position);
  return { id: product.id, urls: rows.map((r) => r.url) };
}

describe('pictures of an imported catalogue, fetched from their addresses or unpacked from a zip', () => {
  let t: TestApp;
  let seller: SignedIn;
  let otherSeller: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ importPictures: LIMITS });
    [seller, otherSeller] = await Promise.all([signedInAs(t, 'owner'), signedInAs(t, 'owner')]);
    await addCategory(t.db, 'Pictures');
  });
  afterAll(() => t.close());

  it('checks addresses in a dry run without fetching, then fetches, re-encodes and stores them in the real run', async () => {
    const zip = zipOf({ 'photos/Side.JPG': await photo(40, 40, false, '#aa0000') });
    const text = csv([row('Fetched Kurta', 'PIC-1', `${base}/photo.jpg ${base}/moved.jpg photos/side.jpg`)]);

    const dry = await importCsv(t, text, seller, true, zip);
    expect(dry.json().data).toEqual({ created: 1, updated: 0, errors: [] });
    expect(asked).toEqual([]);
    expect(await imagesOf(t, 'Fetched Kurta')).toBeNull();

    const real = await importCsv(t, text, seller, false, zip);
    expect(real.json().data).toEqual({ created: 1, updated: 0, errors: [] });
    expect(asked).toEqual(['/photo.jpg', '/moved.jpg', '/photo.jpg']);
    const stored = (await imagesOf(t, 'Fetched Kurta'))!;
    expect(stored.urls).toHaveLength(3);
    for (const url of stored.urls) expect(url).toMatch(new RegExp(`^/api/media/products/${stored.id}/[\\w-]+\\.webp$`));
    const served = await t.storage.get(stored.urls[2]!.replace('/api/media/', ''));
    const { width, height, format } = await sharp(served!.bytes).metadata();
    expect([width, height, format]).toEqual([40, 40, 'webp']);
  });

  it('keeps the shop’s own pictures as they are, and deletes those an update drops unless another product shows them', async () => {
    const before = (await imagesOf(t, 'Fetched Kurta'))!;
    const [kept, dropped, shared] = before.urls as [string, string, string];
    const twin = await importCsv(t, csv([row('Kurta Twin', 'PIC-TWIN', shared)]), seller, false);
    expect(twin.json().data).toEqual({ created: 1, updated: 0, errors: [] });
    const report = await importCsv(t, csv([row('Fetched Kurta', 'PIC-1', kept)]), seller, false);
    expect(report.json().data).toEqual({ created: 0, updated: 1, errors: [] });
    expect((await imagesOf(t, 'Fetched Kurta'))!.urls).toEqual([kept]);
    const stored = (url: string) => t.storage.get(url.replace('/api/media/', ''));
    expect(await stored(dropped)).toBeNull();
    expect(await stored(kept)).not.toBeNull();
    expect(await stored(shared)).not.toBeNull();
  });

  it('reports each picture that cannot be had on its row and leaves that product unwritten', async () => {
    const report = await importCsv(
      t,
      csv([
        row('Missing', 'PIC-404', `${base}/gone.jpg`),
        row('Stalling', 'PIC-STALL', `${base}/stalls.jpg`),
        row('Huge', 'PIC-HUGE', `${base}/huge.jpg`),
        row('Web Page', 'PIC-PAGE', `${base}/page.jpg ${base}/loop.jpg`),
        row('Good One', 'PIC-GOOD', `${base}/photo.jpg`),
      ]),
      seller,
      false,
    );
    expect(report.json().data).toEqual({
      created: 1,
      updated: 0,
      errors: [
        { row: 1, message: `image_urls: ${base}/gone.jpg could not be fetched: the site answered 404` },
        { row: 2, message: `image_urls: ${base}/stalls.jpg could not be fetched: no answer within 2 seconds` },
        { row: 3, message: `image_urls: ${base}/huge.jpg could not be fetched: it is larger than 5 MB` },
        { row: 4, message: `image_urls: ${base}/page.jpg is not a picture (JPEG, PNG, WebP, GIF or AVIF)` },
        { row: 4, message: `image_urls: ${base}/loop.jpg could not be fetched: it redirects too many times` },
      ],
    });
    for (const name of ['Missing', 'Stalling', 'Huge', 'Web Page']) expect(await imagesOf(t, name)).toBeNull();
    expect((await imagesOf(t, 'Good One'))!.urls).toHaveLength(1);
  });

  it('refuses addresses that are not http or https and names missing from the zip, in a dry run too, in Bangla when asked', async () => {
    const zip = zipOf({ 'a.jpg': picture });
    const notAddress = (name: string) =>
      `image_urls: ${name} is not an http or https address, one of the shop's pictures or a file in the zip`;
    const report = await importCsv(
      t,
      csv([
        row('Ftp', 'PIC-FTP', 'ftp://example.com/a.jpg'),
        row('Script', 'PIC-JS', 'javascript:alert(1)'),
        row('Not Zipped', 'PIC-NZ', 'b.jpg'),
      ]),
      seller,
      true,
      zip,
    );
    expect(report.json().data.errors).toEqual([
      { row: 1, message: notAddress('ftp://example.com/a.jpg') },
      { row: 2, message: notAddress('javascript:alert(1)') },
      { row: 3, message: 'image_urls: b.jpg is not in the zip' },
    ]);
    const withoutZip = await importCsv(t, csv([row('Not Zipped', 'PIC-NZ', 'b.jpg')]), seller, true, undefined, 'bn');
    expect(withoutZip.json().data.errors).toEqual([
      { row: 1, message: 'image_urls: b.jpg একটি zip এর ফাইলের নাম; CSV এর সাথে ছবির zip টিও দিন' },
    ]);
  });

  it("fetches nothing for a row another seller's SKU refuses", async () => {
    const report = await importCsv(t, csv([row('Fetched Kurta', 'PIC-1', `${base}/photo.jpg`)]), otherSeller, false);
    expect(report.json().data.errors).toEqual([{ row: 1, message: "SKU PIC-1 belongs to another seller's product" }]);
    expect(asked).toEqual([]);
  });

  it('refuses a zip that is not one, names a file outside it, holds too many files or unpacks too large', async () => {
    const text = csv([row('Zipped', 'PIC-Z', 'a.jpg')]);
    const refusal = async (zip: Buffer) => {
      const response = await importCsv(t, text, seller, true, zip);
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await refusal(Buffer.from('not a zip at all'))).toBe('The zip of pictures cannot be read');
    expect(await refusal(zipOf({ '../../etc/a.jpg': picture }))).toBe(
      'The zip has a file named outside its folders: ../../etc/a.jpg',
    );
    const five = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((n) => [`${n}.jpg`, picture]));
    expect(await refusal(zipOf(five))).toBe('The zip can hold at most 4 files');
    // Two megabytes of zeros pack into a few kilobytes: a small bomb.
    const bomb = zipOf({ 'a.jpg': Buffer.alloc(2 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(20_000);
    expect(await refusal(bomb)).toBe("The zip's files come to more than 1 MB unpacked");
  });

  it('stops unpacking a file that unpacks to more than its zip declares, and reports its row', async () => {
    // Two megabytes of zeros whose directory says a thousand bytes: a bomb that lies about its size.
    const zip = zipOf({ 'liar.jpg': Buffer.alloc(2 * 1024 * 1024) });
    const directory = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(1000, directory + 24);
    const text = csv([row('Liar', 'PIC-LIAR', 'liar.jpg')]);
    expect((await importCsv(t, text, seller, true, zip)).json().data).toEqual({ created: 1, updated: 0, errors: [] });
    expect((await importCsv(t, text, seller, false, zip)).json().data).toEqual({
      created: 0,
      updated: 0,
      errors: [{ row: 1, message: 'image_urls: liar.jpg could not be unpacked from the zip' }],
    });
  });

  it('refuses a file naming more pictures on other sites than an import fetches', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => `${base}/photo.jpg?${i}`);
    const response = await importCsv(
      t,
      csv([row('Many', 'PIC-M1', seven.slice(0, 4).join(' ')), row('More', 'PIC-M2', seven.slice(4).join(' '))]),
      seller,
      true,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'A file can name at most 6 pictures on other sites; put the rest in a zip or in another file',
    );
  });
});

describe('bounds on the whole import and on a live shop', () => {
  it('stops fetching when the import’s time for pictures runs out, and says which rows to import again', async () => {
    await withTestApp({ importPictures: { fetchTimeoutMs: 10_000, totalFetchTimeMs: 300 } }, async (t) => {
      const seller = await signedInAs(t, 'owner');
      await addCategory(t.db, 'Pictures');
      const started = Date.now();
      const report = await importCsv(
        t,
        csv([row('Slow', 'PIC-S1', `${base}/stalls.jpg`), row('Late', 'PIC-S2', `${base}/photo.jpg`)]),
        seller,
        false,
      );
      // Well before the fetch's own 10 s.
      expect(Date.now() - started).toBeLessThan(8_000);
      const ranOut = (url: string) =>
        `image_urls: ${url} could not be fetched: the import's time for fetching pictures ran out; import this row again`;
      expect(report.json().data.errors).toEqual([
        { row: 1, message: ranOut(`${base}/stalls.jpg`) },
        { row: 2, message: ranOut(`${base}/photo.jpg`) },
      ]);
    });
  });

  it('on a shop not run on this laptop, refuses addresses of its own machine and network, by number or by name', async () => {
    await withTestApp({ devTools: 'off', importPictures: LIMITS }, async (t) => {
      const seller = await signedInAs(t, 'owner');
      await addCategory(t.db, 'Pictures');
      const byName = base.replace('127.0.0.1', 'localhost');
      const report = await importCsv(
        t,
        csv([
          row('Loopback', 'PIC-L1', `${base}/photo.jpg`),
          row('Metadata', 'PIC-L2', 'http://169.254.169.254/latest/meta-data/'),
          row('By Name', 'PIC-L3', `${byName}/photo.jpg`),
        ]),
        seller,
        false,
      );
      const refused = (url: string) => `image_urls: ${url} could not be fetched: it is an address of a private network`;
      expect(report.json().data).toEqual({
        created: 0,
        updated: 0,
        errors: [
          { row: 1, message: refused(`${base}/photo.jpg`) },
          { row: 2, message: refused('http://169.254.169.254/latest/meta-data/') },
          { row: 3, message: refused(`${byName}/photo.jpg`) },
        ],
      });
      expect(asked).toEqual([]);
    });
  });
});

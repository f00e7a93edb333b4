import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';
import { createLocalStorage, isValidStorageKey, type Storage } from './storage.ts';

let root: string;
let s3: TestS3Server;
const s3Clients: S3Storage[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dokan-storage-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const client of s3Clients) client.close();
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

function s3Storage(config = s3.config): S3Storage {
  const storage = createS3Storage(config);
  s3Clients.push(storage);
  return storage;
}

/** One behaviour, two drivers: the routes cannot tell which one they write through. */
const drivers: [string, () => Storage][] = [
  ['local storage', () => createLocalStorage(root)],
  ['S3 storage', () => s3Storage()],
];

describe.each(drivers)('%s', (_name, open) => {
  let storage: Storage;
  beforeAll(() => {
    storage = open();
  });

  it('keeps bytes by key and gives them back with their content type', async () => {
    await storage.put('products/abc/0.webp', Buffer.from('picture'), 'image/webp');
    const stored = await storage.get('products/abc/0.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.bytes.toString()).toBe('picture');
  });

  it('replaces the bytes under a key that is put again', async () => {
    await storage.put('logos/shop.webp', Buffer.from('old'), 'image/webp');
    await storage.put('logos/shop.webp', Buffer.from('new'), 'image/webp');
    expect((await storage.get('logos/shop.webp'))?.bytes.toString()).toBe('new');
  });

  it('keeps binary bytes exactly', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage.put('products/bin/1.png', bytes, 'image/png');
    expect((await storage.get('products/bin/1.png'))?.bytes.equals(bytes)).toBe(true);
  });

  it('answers null for a missing key or a folder, and deletes quietly', async () => {
    await storage.put('products/abc/0.webp', Buffer.from('picture'), 'image/webp');
    expect(await storage.get('products/missing.webp')).toBeNull();
    expect(await storage.get('products')).toBeNull();
    await storage.delete('products/abc/0.webp');
    await storage.delete('products/abc/0.webp');
    expect(await storage.get('products/abc/0.webp')).toBeNull();
  });

  it('gives the media route address as the public URL', () => {
    expect(storage.publicUrl('logos/a.webp')).toBe('/api/media/logos/a.webp');
  });

  it.each(['../secret', 'products/../../etc/passwd', '/etc/passwd', 'a//b', 'a\\b', './a', '', `p/${'a'.repeat(256)}`])(
    'refuses the key %j',
    async (key) => {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    },
  );
});

describe('local storage on disk', () => {
  it('keeps each key as a file under the folder', async () => {
    await createLocalStorage(root).put('products/disk/0.webp', Buffer.from('picture'), 'image/webp');
    expect(await readFile(path.join(root, 'products', 'disk', '0.webp'), 'utf8')).toBe('picture');
  });
});

describe('S3 storage in a bucket', () => {
  it('keeps the content type it was given, whatever the key ends with', async () => {
    const storage = s3Storage();
    await storage.put('uploads/no-extension', Buffer.from('x'), 'image/avif');
    expect((await storage.get('uploads/no-extension'))?.contentType).toBe('image/avif');
  });

  it('shares one bucket between processes: what one puts or deletes, another sees', async () => {
    const a = s3Storage();
    const b = s3Storage();
    await a.put('products/shared/0.webp', Buffer.from('from a'), 'image/webp');
    expect((await b.get('products/shared/0.webp'))?.bytes.toString()).toBe('from a');
    await b.delete('products/shared/0.webp');
    expect(await a.get('products/shared/0.webp')).toBeNull();
  });

  it('throws, rather than answering "not found", when the bucket is missing or the credentials are wrong', async () => {
    const noBucket = s3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(noBucket.get('products/x.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await s3Storage().put('products/signed.webp', Buffer.from('x'), 'image/webp');
    // s3rver checks the access key id, not a v4 signature: an unknown key stands for bad credentials.
    const stranger = s3Storage({ ...s3.config, accessKeyId: 'NOT-A-KEY' });
    await expect(stranger.get('products/signed.webp')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('fails, rather than hanging, when the server accepts and never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const stalled = s3Storage({ ...s3.config, endpoint: `http://127.0.0.1:${port}`, requestTimeoutMs: 200 });
      // Three attempts of 200 ms, with the SDK's short back-off: well inside the test's own time-out.
      await expect(stalled.get('products/x.webp')).rejects.toThrow();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalStorage, isValidStorageKey, type Storage } from './storage.ts';

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dokan-storage-'));
  storage = createLocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('keeps bytes under the folder by key and gives them back with their content type', async () => {
    await storage.put('products/abc/0.webp', Buffer.from('picture'), 'image/webp');
    expect(await readFile(path.join(root, 'products', 'abc', '0.webp'), 'utf8')).toBe('picture');
    const stored = await storage.get('products/abc/0.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.bytes.toString()).toBe('picture');
  });

  it('answers null for a missing key or a folder, and deletes quietly', async () => {
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
    },
  );
});

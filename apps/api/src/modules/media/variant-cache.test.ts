import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createVariantCache } from './variant-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dokan-variants-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const BLOCK = 4096;
const files = async () =>
  (await readdir(dir, { recursive: true })).filter((name) => /\.(webp|avif)$/.test(name)).sort();

describe('the variant cache', () => {
  it('trims what an earlier run left beyond the cap at start, oldest first', async () => {
    const earlier = createVariantCache({ dir, maxBytes: 10 * BLOCK });
    const names = ['a', 'b', 'c', 'd', 'e'].map((key) => earlier.fileFor(`products/${key}.webp`, key, 'webp'));
    for (const [i, name] of names.entries()) {
      await earlier.write(name, Buffer.alloc(1000, i));
      const at = new Date(Date.UTC(2024, 0, 1 + i));
      await utimes(path.join(dir, name), at, at);
    }

    // A restart with a smaller cap: three blocks' worth, the three newest files.
    const restarted = createVariantCache({ dir, maxBytes: 3 * BLOCK });
    expect(await restarted.has(names[4]!)).toBe(true);
    await vi.waitFor(async () => expect(await files()).toEqual(names.slice(2).sort()));
    expect(restarted.size()).toBe(3 * BLOCK);
  });

  it('counts whole disk blocks, and keeps no file larger than the whole cap', async () => {
    const cache = createVariantCache({ dir, maxBytes: 2 * BLOCK });
    const small = cache.fileFor('k/small.webp', 'small', 'webp');
    const large = cache.fileFor('k/large.webp', 'large', 'webp');
    await cache.write(small, Buffer.alloc(10));
    expect(cache.size()).toBe(BLOCK);
    await cache.write(large, Buffer.alloc(3 * BLOCK));
    await vi.waitFor(async () => expect(await files()).toEqual([small]));
    expect(await cache.read(large)).toBeNull();
  });

  it('forgets every variant of a key, and only those', async () => {
    const cache = createVariantCache({ dir, maxBytes: 100 * BLOCK });
    const mine = ['1', '2'].map((id) => cache.fileFor('products/mine.webp', id, 'webp'));
    const other = cache.fileFor('products/other.webp', '3', 'avif');
    for (const file of [...mine, other]) await cache.write(file, Buffer.alloc(100));
    await cache.forget('products/mine.webp');
    expect(await files()).toEqual([other]);
    expect(await cache.has(mine[0]!)).toBe(false);
    expect(cache.size()).toBe(BLOCK);
  });

  it('starts empty when its folder does not exist yet, and makes it on the first write', async () => {
    const cache = createVariantCache({ dir: path.join(dir, 'not', 'yet'), maxBytes: BLOCK });
    expect(await cache.read('aa/bb/cc.webp')).toBeNull();
    expect(cache.size()).toBe(0);
    await cache.write('aa/bb/cc.webp', Buffer.alloc(10));
    expect(await cache.read('aa/bb/cc.webp')).toEqual(Buffer.alloc(10));
  });
});

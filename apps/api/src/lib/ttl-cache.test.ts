import { describe, expect, it } from 'vitest';

import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('computes once per key until the entry expires', async () => {
    let clock = 0;
    let calls = 0;
    const cache = new TtlCache<number>(1000, 10, () => clock);
    const compute = async () => ++calls;
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('a', compute)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('forgets failures and drops the least recently used entry when full', async () => {
    const cache = new TtlCache<string>(1000, 2, () => 0);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
    await cache.get('y', async () => 'y1');
    // Asked again, 'x' is the more recently used: 'y' goes to make room for 'z'.
    expect(await cache.get('x', async () => 'x2')).toBe('up');
    await cache.get('z', async () => 'z1');
    expect(await cache.get('x', async () => 'x3')).toBe('up');
    expect(await cache.get('y', async () => 'y2')).toBe('y2');
  });

  it('keeps set values until they expire, and peeks without computing', async () => {
    let clock = 0;
    const cache = new TtlCache<string>(1000, 2, () => clock);
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 'one');
    cache.set('a', 'two');
    expect(await cache.peek('a')).toBe('two');
    expect(await cache.get('a', async () => 'computed')).toBe('two');
    clock = 1000;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('keeps within a budget of bytes, dropping the least recently used', async () => {
    const cache = new TtlCache<string>(1000, 100, () => 0, { maxBytes: 10, sizeOf: (value) => value.length });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    expect(cache.keptBytes).toBe(8);
    await cache.get('a', async () => 'again');
    // 'b' is the least recently used: it goes to make room for 'c'.
    await cache.get('c', async () => 'cccc');
    expect(cache.keptBytes).toBe(8);
    expect(await cache.get('b', async () => 'new')).toBe('new');
    // One value over the whole budget is not kept.
    await cache.get('d', async () => 'x'.repeat(11));
    expect(cache.keptBytes).toBeLessThanOrEqual(10);
    expect(cache.peek('d')).toBeUndefined();
    cache.clear();
    expect(cache.keptBytes).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';

import { MAX_RANKED, SearchIndex, type SearchWork } from './search-index.ts';

// A search's work is bounded whatever its words match: a one-letter prefix over 100k products
// ranks no more than MAX_RANKED of them, keeps no more than the pages asked, and lets the process
// answer others between slices. Work is counted, never timed.
const PRODUCTS = 100_000;
const ids = Array.from({ length: PRODUCTS }, (_, at) => `p${String(at).padStart(6, '0')}`);

/** Every product named with a word starting with b; every other one has 'bag' in its description only. */
const index = SearchIndex.from(
  ids.map((id, at) => ({
    id,
    en: at % 2 ? `'bag':4 'cotton':1A` : `'blue':1A 'cotton':2A 'shirt':3A`,
    bn: '',
  })),
);

/** Runs a search, counting the turns of the event loop the process had while it ran. */
async function searched(english: string, limit: number) {
  const work: SearchWork = { visited: 0, ranked: 0, slices: 0 };
  let turns = 0;
  let searching = true;
  const tick = () => {
    turns++;
    if (searching) setImmediate(tick);
  };
  setImmediate(tick);
  const found = await (await index).matches(english, '', { limit }, work);
  searching = false;
  return { found: found!, work, turns };
}

describe("a search's work", () => {
  it('is bounded for a one-letter prefix every product matches', async () => {
    const { found, work, turns } = await searched("'b':*", 1_000);
    expect(found.products.length).toBe(1_000);
    expect(found.complete).toBe(false);
    // Name matches alone pass the bound: no other product is ranked.
    expect(work.ranked).toBeLessThanOrEqual(MAX_RANKED);
    expect(work.visited).toBeLessThanOrEqual(PRODUCTS);
    // Between slices of at most a thousand ranked products, the process answered others.
    expect(work.slices).toBeGreaterThanOrEqual(Math.floor(work.ranked / 1_000));
    expect(turns).toBeGreaterThanOrEqual(work.slices);
    // Name matches first: products with 'blue' in the name.
    expect([...found.products].every((product) => product % 2 === 0)).toBe(true);
  });

  it('ranks no match that cannot reach the pages asked', async () => {
    // 'cotton' is in every name: the 20 asked are name matches, the other half never ranked.
    const { found, work } = await searched("'cotton':*", 20);
    expect(found.products.length).toBe(20);
    expect(work.ranked).toBeLessThanOrEqual(MAX_RANKED);
    // 'shirt' is in half the names: they are all ranked, and all kept when asked for.
    const shirts = await searched("'shirt'", PRODUCTS);
    expect(shirts.found.products.length).toBe(PRODUCTS / 2);
    expect(shirts.found.complete).toBe(true);
    expect(shirts.work.slices).toBeGreaterThanOrEqual(PRODUCTS / 2 / 1_000);
  });
});

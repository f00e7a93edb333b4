import { describe, expect, it } from 'vitest';

import type { ProductSummary } from '@dokan/domain';

import { CardCache } from './card-cache.ts';

const card = (id: string, remaining = 1) => ({ _id: id, remainingProducts: remaining }) as unknown as ProductSummary;

/** A read that answers when told to, and records what it was asked. */
function reader(stock: Map<string, number>) {
  const asked: string[][] = [];
  const waiting: Array<() => void> = [];
  // The stock as it is when the read starts, answered later.
  const read = (ids: string[]) => {
    asked.push([...ids].sort());
    const cards = ids.filter((id) => stock.has(id)).map((id) => card(id, stock.get(id)));
    return new Promise<ProductSummary[]>((resolve) => waiting.push(() => resolve(cards)));
  };
  const answerAll = () => waiting.splice(0).forEach((answer) => answer());
  return { read, asked, answerAll };
}

const idsOf = (cards: ProductSummary[]) => cards.map((each) => each._id);

describe('the card cache', () => {
  it("reads the cards missing for one turn's requests in one statement, each card once", async () => {
    const cache = new CardCache();
    const { read, asked, answerAll } = reader(
      new Map([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
    );
    const first = cache.get(['a', 'b'], read);
    const second = cache.get(['b', 'c', 'unknown'], read);
    await new Promise((resolve) => setImmediate(resolve));
    // A third request after the batch left joins the read of what it shares and reads nothing new.
    const third = cache.get(['c'], read);
    answerAll();
    expect(idsOf(await first)).toEqual(['a', 'b']);
    expect(idsOf(await second)).toEqual(['b', 'c']);
    expect(idsOf(await third)).toEqual(['c']);
    expect(asked).toEqual([['a', 'b', 'c', 'unknown']]);

    // Kept: no read at all the next time.
    expect(idsOf(await cache.get(['c', 'a'], read))).toEqual(['c', 'a']);
    expect(asked).toHaveLength(1);
  });

  it('neither keeps nor shares a read under way when a card is forgotten meanwhile', async () => {
    const cache = new CardCache();
    const stock = new Map([['a', 5]]);
    const { read, asked, answerAll } = reader(stock);
    const before = cache.get(['a'], read);
    await new Promise((resolve) => setImmediate(resolve));
    // An order takes stock and drops the card while the old read is under way.
    stock.set('a', 4);
    cache.forget('a');
    const after = cache.get(['a'], read);
    await new Promise((resolve) => setImmediate(resolve));
    answerAll();
    expect((await before)[0]?.remainingProducts).toBe(5);
    expect((await after)[0]?.remainingProducts).toBe(4);
    expect(asked).toEqual([['a'], ['a']]);
    // What the read after the change found is kept; the older read's card is not.
    expect((await cache.get(['a'], read))[0]?.remainingProducts).toBe(4);
    expect(asked).toHaveLength(2);
  });
});

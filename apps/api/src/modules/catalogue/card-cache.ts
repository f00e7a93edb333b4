/**
 * Product cards by id, kept a short while (decision 050): most of a listing's or a search's page
 * was shown on another page moments ago. One product's change (an order's stock) drops its card;
 * anything wider drops them all. Cards are shared between answers and never changed in place.
 * The cards missing for the requests of one turn of the event loop are read in one statement, and
 * a card being read is waited for rather than read again (decision 051).
 */
import { setImmediate } from 'node:timers/promises';

import type { ProductSummary } from '@dokan/domain';

export const CARD_TTL_MS = 30_000;
export const CARD_CACHE_SIZE = 20_000;

export class CardCache {
  private readonly cards = new Map<string, { card: ProductSummary; expires: number }>();
  /** Bumped by every `forget`: cards read while one happened may be older than it and are not kept. */
  private generation = 0;
  /** The ids asked for in this turn of the event loop, read together once it ends. */
  private batch: { ids: Set<string>; read: Promise<Map<string, ProductSummary>> } | undefined;
  /** Reads under way, by id. */
  private readonly reading = new Map<string, Promise<Map<string, ProductSummary>>>();

  constructor(
    private readonly ttlMs = CARD_TTL_MS,
    private readonly maxEntries = CARD_CACHE_SIZE,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cards of `ids` in the order given, reading those not kept with `read`; unknown ids are left out. */
  async get(ids: readonly string[], read: (missing: string[]) => Promise<ProductSummary[]>): Promise<ProductSummary[]> {
    const now = this.now();
    const found = new Map<string, ProductSummary>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.cards.get(id);
      if (kept && kept.expires > now) found.set(id, kept.card);
      else missing.push(id);
    }
    if (missing.length) {
      const reads = new Set(missing.map((id) => this.reading.get(id) ?? this.enqueue(id, read)));
      for (const answer of await Promise.all(reads)) {
        for (const id of missing) {
          const card = answer.get(id);
          if (card) found.set(id, card);
        }
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Adds `id` to this turn's batch, started with `read` by the first request that needs one. */
  private enqueue(id: string, read: (missing: string[]) => Promise<ProductSummary[]>) {
    if (!this.batch) {
      const ids = new Set<string>();
      const generation = this.generation;
      const readAll = async () => {
        // The other requests of this turn add their ids meanwhile.
        await setImmediate();
        if (this.batch?.ids === ids) this.batch = undefined;
        const now = this.now();
        try {
          const cards = await read([...ids]);
          const keep = generation === this.generation;
          const byId = new Map<string, ProductSummary>();
          for (const card of cards) {
            byId.set(card._id, card);
            if (keep) this.keep(card, now);
          }
          return byId;
        } finally {
          for (const each of ids) if (this.reading.get(each) === batch.read) this.reading.delete(each);
        }
      };
      const batch = { ids, read: readAll() };
      this.batch = batch;
    }
    this.batch.ids.add(id);
    this.reading.set(id, this.batch.read);
    return this.batch.read;
  }

  /** Forgets one product's card, or every card; reads under way are not waited for any more. */
  forget(id?: string): void {
    this.generation++;
    this.batch = undefined;
    this.reading.clear();
    if (id === undefined) this.cards.clear();
    else this.cards.delete(id);
  }

  private keep(card: ProductSummary, now: number): void {
    this.cards.delete(card._id);
    if (this.cards.size >= this.maxEntries) {
      const oldest = this.cards.keys().next();
      if (!oldest.done) this.cards.delete(oldest.value);
    }
    this.cards.set(card._id, { card, expires: now + this.ttlMs });
  }
}

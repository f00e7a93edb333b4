/**
 * Product cards by id, kept a short while (decision 050): most of a listing's or a search's page
 * was shown on another page moments ago. One product's change (an order's stock) drops its card;
 * anything wider drops them all. Cards are shared between answers and never changed in place.
 */
import type { ProductSummary } from '@dokan/domain';

export const CARD_TTL_MS = 30_000;
export const CARD_CACHE_SIZE = 20_000;

export class CardCache {
  private readonly cards = new Map<string, { card: ProductSummary; expires: number }>();
  /** Bumped by every `forget`: cards read while one happened may be older than it and are not kept. */
  private generation = 0;

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
      const generation = this.generation;
      const cards = await read(missing);
      const keep = generation === this.generation;
      for (const card of cards) {
        found.set(card._id, card);
        if (keep) this.keep(card, now);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Forgets one product's card, or every card. */
  forget(id?: string): void {
    this.generation++;
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

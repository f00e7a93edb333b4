/**
 * A small in-process cache of computed values that expire after a fixed time. Concurrent misses
 * for one key share a single computation; the oldest entry goes when the cache is full.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value;
    if (entry) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = compute();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    // A failed computation is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

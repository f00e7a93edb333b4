/**
 * A small in-process cache of computed values that expire after a fixed time. Concurrent misses
 * for one key share a single computation; the least recently used entry goes when the cache is
 * full, so that popular keys stay while a crowd of one-off ones passes through.
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
    if (entry) this.entries.delete(key);
    if (entry && entry.expires > this.now()) {
      // Kept at the end of the map's order: the most recently used.
      this.entries.set(key, entry);
      return entry.value;
    }
    this.makeRoom();
    const value = compute();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    // A failed computation is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** The value kept for `key`, if any and not expired; never computes. */
  peek(key: string): Promise<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a known value, replacing any entry for `key`. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.makeRoom();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value: Promise.resolve(value) });
  }

  clear(): void {
    this.entries.clear();
  }

  private makeRoom(): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

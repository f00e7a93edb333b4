/** A budget in bytes: each value's size as `sizeOf` estimates it, once computed. */
export interface ByteBudget<V> {
  maxBytes: number;
  sizeOf: (value: V) => number;
}

interface Entry<V> {
  expires: number;
  value: Promise<V>;
  /** The value's size once it is known (0 before, and without a budget). */
  bytes: number;
}

/**
 * A small in-process cache of computed values that expire after a fixed time. Concurrent misses
 * for one key share a single computation; the least recently used entry goes when the cache is
 * full (by count, or by bytes when given a budget), so that popular keys stay while a crowd of
 * one-off ones passes through.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly budget?: ByteBudget<V>,
  ) {}

  /** The kept values' sizes as the budget estimates them. */
  get keptBytes(): number {
    return this.bytes;
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      // Kept at the end of the map's order: the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    this.drop(key);
    this.makeRoom();
    const value = compute();
    this.keep(key, value);
    // A failed computation is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.drop(key);
    });
    return value;
  }

  /** The value kept for `key`, if any and not expired; never computes. */
  peek(key: string): Promise<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.drop(key);
    return undefined;
  }

  /** Keeps a known value, replacing any entry for `key`. */
  set(key: string, value: V): void {
    this.drop(key);
    this.makeRoom();
    this.keep(key, Promise.resolve(value));
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private keep(key: string, value: Promise<V>): void {
    const entry: Entry<V> = { expires: this.now() + this.ttlMs, value, bytes: 0 };
    this.entries.set(key, entry);
    const { budget } = this;
    if (!budget) return;
    void value.then(
      (computed) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = budget.sizeOf(computed);
        this.bytes += entry.bytes;
        // The least recently used go first; the one just computed goes too if it alone is over.
        for (const oldest of this.entries.keys()) {
          if (this.bytes <= budget.maxBytes) break;
          this.drop(oldest);
        }
      },
      () => undefined,
    );
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private makeRoom(): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
  }
}

/**
 * An access token to a third party (a payment gateway, a courier) shared by every process of the
 * shop: kept in the database, renewed by the one process that claims the renewal while the others
 * wait for its result, and held in each process's memory while it is fresh. One grant serves them
 * all, as the gateways ask (bKash counts grants), and no call starts with a token about to expire.
 */

/** How long one process may take to renew the token before another tries. */
const RENEWAL_CLAIM_SECONDS = 30;
const RENEWAL_POLL_MS = 100;

export interface SharedTokenOptions<T extends { accessToken: string; expiresAt: Date }> {
  /** The token every process shares, or null. */
  load(): Promise<T | null>;
  /** Whether this process may renew now: nobody else holds the claim, and the token is due `dueSeconds` ahead. */
  claim(claimSeconds: number, dueSeconds: number): Promise<boolean>;
  /** Forgets the shared token, after a renewal that failed: the next call starts afresh. */
  drop(): Promise<void>;
  /** A new token (a refresh of `current` where possible), stored for every process. */
  renew(current: T | null): Promise<T>;
  /** A token is renewed this long before it runs out. */
  renewBeforeMs: number;
}

export function createSharedToken<T extends { accessToken: string; expiresAt: Date }>(options: SharedTokenOptions<T>) {
  const { load, claim, drop, renew, renewBeforeMs } = options;
  /** This process's copy of the shared token, read again from the database when it is due. */
  let cached: T | null = null;
  let renewing: Promise<string> | null = null;
  const fresh = (token: T, now: number) => token.accessToken !== '' && token.expiresAt.getTime() - now > renewBeforeMs;

  /** The database's token, or a renewal by the one process that claims it while the others wait. */
  async function fromDatabase(): Promise<string> {
    for (;;) {
      const stored = await load();
      if (stored && fresh(stored, Date.now())) {
        cached = stored;
        return stored.accessToken;
      }
      if (await claim(RENEWAL_CLAIM_SECONDS, renewBeforeMs / 1000)) {
        try {
          cached = await renew(stored);
          return cached.accessToken;
        } catch (error) {
          await drop();
          throw error;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, RENEWAL_POLL_MS));
    }
  }

  return {
    /** The token to call with. */
    async token(): Promise<string> {
      if (cached && fresh(cached, Date.now())) return cached.accessToken;
      renewing ??= fromDatabase().finally(() => (renewing = null));
      return renewing;
    },
    /** Stops using this process's copy (the other side refused it): the next call reads the database. */
    forget(): void {
      cached = null;
    },
  };
}

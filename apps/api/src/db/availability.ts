/**
 * Whether the PostgreSQL server can be reached, as this process last saw it (a circuit breaker).
 * A connection that is refused, dropped or times out marks the database unreachable: from then on
 * whatever needs it fails at once with DatabaseUnavailableError (answered 503 with Retry-After)
 * instead of queueing behind a dead network, while a probe retries every half second and marks it
 * reachable again as soon as it answers. Nothing is retried on the caller's behalf: a transaction
 * cut in the middle was rolled back by the server, and the client decides whether to try again.
 */

/** How long a client should wait before trying again; the probe runs more often than that. */
export const RETRY_AFTER_SECONDS = 2;
const PROBE_INTERVAL_MS = 500;

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The database cannot be reached', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Errors of the network or the server going away: the database is unreachable, not merely slow. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // SQLSTATE: the server shutting down, crashed or still starting.
  '57P01',
  '57P02',
  '57P03',
]);
/** node-postgres says these in words only. */
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'timeout expired',
  'Client has encountered a connection error',
];
/**
 * The server is up but cannot take this request now: the pool had no free connection in time, a
 * statement ran past its timeout, too many connections, a lock not granted, or a session ended
 * for idling in a transaction. Worth a 503 and a retry, not a verdict on reachability.
 */
const BUSY_CODES = new Set(['57014', '53300', '55P03', '25P03']);
const BUSY_MESSAGES = ['timeout exceeded when trying to connect'];

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

function matches(error: unknown, isCode: (code: string) => boolean, messages: string[]): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && isCode(e.code)) return true;
    if (typeof e.message === 'string' && messages.some((m) => (e.message as string).startsWith(m))) return true;
  }
  return false;
}

/** The database could not be reached (or the connection to it broke); SQLSTATE class 08 is the protocol's own word for it. */
export function isConnectionFailure(error: unknown): boolean {
  return matches(error, (code) => CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'), CONNECTION_ERROR_MESSAGES);
}

/** Any failure that says "the database cannot serve this now": answered 503, never 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) if (e instanceof DatabaseUnavailableError) return true;
  return isConnectionFailure(error) || matches(error, (code) => BUSY_CODES.has(code), BUSY_MESSAGES);
}

export interface Availability {
  readonly reachable: boolean;
  /** Rejects at once while the database is unreachable; otherwise runs `work` and learns from its failure. */
  guard<T>(work: () => Promise<T>): Promise<T>;
  /** Learns from an error seen elsewhere (a pooled connection dropping while idle). */
  observe(error: unknown): void;
  stop(): void;
}

export function createAvailability(options: {
  /** Resolves when the database answers; rejects (soon: it has its own timeouts) when it does not. */
  probe: () => Promise<void>;
  onChange?: (reachable: boolean, error?: unknown) => void;
}): Availability {
  let failure: unknown = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void probeOnce(), delay);
    timer.unref();
  };
  async function probeOnce() {
    try {
      await options.probe();
    } catch {
      return schedule(PROBE_INTERVAL_MS);
    }
    failure = null;
    options.onChange?.(true);
  }
  function observe(error: unknown) {
    if (failure !== null || !isConnectionFailure(error)) return;
    failure = error;
    options.onChange?.(false, error);
    // The first probe at once: a single dropped connection (a restarted proxy) heals in milliseconds.
    schedule(0);
  }

  return {
    get reachable() {
      return failure === null;
    },
    async guard(work) {
      if (failure !== null) throw new DatabaseUnavailableError(failure);
      try {
        return await work();
      } catch (error) {
        observe(error);
        throw error;
      }
    },
    observe,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

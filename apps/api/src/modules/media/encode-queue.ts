/**
 * Image encodes take a core each for up to a second: a few run at once, a short queue waits, and
 * past that the request is refused at once with 503 rather than piling up work (docs/decisions/018).
 */
import pLimit from 'p-limit';

import { HttpError } from '../../lib/errors.ts';

export const BUSY_MESSAGE = 'The image server is busy; please try again in a moment';
/** About one encode's time: by then a slot has most likely come free. */
const RETRY_AFTER_SECONDS = 1;

export interface EncodeQueueOptions {
  /** Encodes running at once. */
  concurrency: number;
  /** Encodes waiting for a slot before new ones are refused. */
  maxQueued: number;
}

export function createEncodeQueue({ concurrency, maxQueued }: EncodeQueueOptions) {
  const limit = pLimit(concurrency);
  return {
    /** Runs `encode` when a slot is free; throws 503 at once when the queue is full. */
    run<T>(encode: () => Promise<T>): Promise<T> {
      if (limit.activeCount + limit.pendingCount >= concurrency + maxQueued) {
        throw new HttpError(503, BUSY_MESSAGE, { 'retry-after': String(RETRY_AFTER_SECONDS) });
      }
      return limit(encode);
    },
  };
}

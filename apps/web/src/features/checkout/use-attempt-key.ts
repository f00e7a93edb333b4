import { useRef } from 'react';

import type { OrderPayload } from '@dokan/domain';

import { newIdempotencyKey } from './api/place-order';

/**
 * One Idempotency-Key per checkout attempt: a retry of the same order sends the same key, so a lost
 * answer cannot place it twice; a changed order is a new attempt with a new key.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  return {
    keyFor(payload: OrderPayload): string {
      const sent = JSON.stringify(payload);
      if (attempt.current?.payload !== sent) attempt.current = { key: newIdempotencyKey(), payload: sent };
      return attempt.current.key;
    },
    /** After the prices were read again, whatever is sent next is a new attempt. */
    forget(): void {
      attempt.current = null;
    },
  };
}

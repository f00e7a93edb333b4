import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { OrderPayload, PlacedOrder } from '@dokan/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/order/post-order. The Idempotency-Key stays the same for every retry of one checkout
 * attempt, so a retry after a lost answer cannot place the order twice.
 */
export function placeOrder({
  payload,
  idempotencyKey,
}: {
  payload: OrderPayload;
  idempotencyKey: string;
}): Promise<PlacedOrder> {
  return apiRequest<PlacedOrder>('/order/post-order', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['Order'] }),
  });
}

/** A fresh key per checkout attempt; crypto.randomUUID needs a secure page, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The sales told to Meta's Conversions API (decision 089): a paid order's Purchase is written to the
 * outbox in the transaction that records its money, so it is sent after that commits, retried, and
 * once per order, whatever path or process saw the money arrive.
 */
import type { Transaction } from '../../db/client.ts';
import { enqueue } from '../notifications/notifications.service.ts';
import { type PaidItem, type PaidOrder, purchaseEvent } from './purchase-event.ts';

/** What the orders module calls when an order's money is received. */
export type PurchaseRecorder = (tx: Transaction, order: PaidOrder, items: readonly PaidItem[]) => Promise<void>;

/** None when the shop has no pixel with a Conversions API token. */
export function purchaseRecorder(pixelId: string | null): PurchaseRecorder | undefined {
  if (!pixelId) return undefined;
  return (tx, order, items) =>
    enqueue(tx, {
      channel: 'meta',
      recipient: pixelId,
      subject: order.id,
      onceKey: `meta-purchase:${order.id}`,
      body: JSON.stringify(purchaseEvent(order, items)),
    });
}

/**
 * Delivers pending outbox messages through the configured drivers. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several server processes never send the same message twice. A channel
 * without a driver keeps its messages pending (the development outbox page shows them).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/rows.ts';

export interface OutgoingMessage {
  recipient: string;
  subject: string | null;
  body: string;
}

export type Sender = (message: OutgoingMessage) => Promise<void>;

export interface Drivers {
  email?: Sender;
  sms?: Sender;
}

/** Told of each message sent and each attempt that failed. */
export type DeliveryCounts = (channel: 'email' | 'sms', outcome: 'sent' | 'failed') => void;

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** Time a batch may spend with its senders (SMTP, the SMS gateway), whose own timeouts are shorter. */
const SENDING_WINDOW = '10min';

interface PendingRow extends OutgoingMessage {
  id: string;
  channel: 'email' | 'sms';
  attempts: number;
}

/** Sends one batch; answers how many messages were handled (sent or failed). */
export async function deliverPending(
  db: Database,
  drivers: Drivers,
  log: FastifyBaseLogger,
  counts?: DeliveryCounts,
): Promise<number> {
  const channels = (['email', 'sms'] as const).filter((channel) => drivers[channel]);
  if (channels.length === 0) return 0;
  return db.transaction(async (tx) => {
    // The rows stay locked while they are sent (so no other process sends them), which may take longer
    // than the shop lets a transaction idle (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS): this one may.
    await tx.execute(sql`SELECT set_config('idle_in_transaction_session_timeout', ${SENDING_WINDOW}, true)`);
    const rows = await queryRows<PendingRow>(
      tx,
      sql`SELECT id, channel, recipient, subject, body, attempts FROM outbox
          WHERE status = 'pending' AND channel IN (${sql.join(
            channels.map((c) => sql`${c}`),
            sql`, `,
          )})
          ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const row of rows) {
      const send = drivers[row.channel] as Sender;
      try {
        await send(row);
        await tx.execute(
          sql`UPDATE outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE id = ${row.id}`,
        );
        counts?.(row.channel, 'sent');
      } catch (error) {
        const attempts = row.attempts + 1;
        const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
        log.warn({ err: error, messageId: row.id, channel: row.channel, attempts }, 'message not delivered');
        counts?.(row.channel, 'failed');
        await tx.execute(
          sql`UPDATE outbox SET status = ${status}, attempts = ${attempts}, last_error = ${String(error)} WHERE id = ${row.id}`,
        );
      }
    }
    return rows.length;
  });
}

/** Polls the outbox until stopped; a full batch is followed at once by the next. */
export function startDispatcher(
  db: Database,
  drivers: Drivers,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; counts?: DeliveryCounts } = {},
) {
  const { intervalMs = 2000, counts } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = deliverPending(db, drivers, log, counts)
      .then((handled) => schedule(handled === BATCH ? 0 : intervalMs))
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox dispatch failed');
        schedule(intervalMs);
      });
  };
  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(tick, delay);
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Delivers pending outbox messages through the configured drivers. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several server processes never send the same message twice. A channel
 * without a driver keeps its messages pending (the development outbox page shows them). No phone
 * gets more SMS in 24 hours than the owner allows (decision 071): the rest are not sent.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/rows.ts';
import { lockSmsPhone } from './notifications.repository.ts';

export interface OutgoingMessage {
  recipient: string;
  subject: string | null;
  body: string;
}

export type Sender = (message: OutgoingMessage) => Promise<void>;

export type Channel = 'email' | 'sms' | 'meta';
export const CHANNELS: readonly Channel[] = ['email', 'sms', 'meta'];

export type Drivers = Partial<Record<Channel, Sender>>;

/** Thrown by a sender for a message no later attempt could deliver: it fails at once, with a log line. */
export class Undeliverable extends Error {}

/** Told of each message sent and each attempt that failed. */
export type DeliveryCounts = (channel: Channel, outcome: 'sent' | 'failed') => void;

const BATCH = 20;
const SMS_CAP_REACHED = "Not sent: the phone had the shop's daily number of SMS";
const MAX_ATTEMPTS = 5;
/** Time a batch may spend with its senders (SMTP, the SMS gateway), whose own timeouts are shorter. */
const SENDING_WINDOW = '10min';

export interface DeliveryOptions {
  counts?: DeliveryCounts;
  /** SMS one phone may be sent in 24 hours, codes and order news together; unset sends every one. */
  smsPerPhoneDay?: number;
}

interface PendingRow extends OutgoingMessage {
  id: string;
  channel: Channel;
  attempts: number;
}

/** Sends one batch; answers how many messages were handled (sent or failed). */
export async function deliverPending(
  db: Database,
  drivers: Drivers,
  log: FastifyBaseLogger,
  { counts, smsPerPhoneDay }: DeliveryOptions = {},
): Promise<number> {
  const channels = CHANNELS.filter((channel) => drivers[channel]);
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
    const smsAllowance = new Map<string, number>();
    /** SMS this phone may still be sent today; its lock held to the end, so two processes never both send its last one. */
    const allowanceOf = async (phone: string, cap: number) => {
      const known = smsAllowance.get(phone);
      if (known !== undefined) return known;
      await lockSmsPhone(tx, phone);
      const [sent] = await queryRows<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM outbox
            WHERE channel = 'sms' AND recipient = ${phone} AND status = 'sent'
              AND created_at > now() - interval '2 days' AND sent_at > now() - interval '1 day'`,
      );
      return cap - sent!.count;
    };
    for (const row of rows) {
      const send = drivers[row.channel] as Sender;
      if (row.channel === 'sms' && smsPerPhoneDay !== undefined) {
        const left = await allowanceOf(row.recipient, smsPerPhoneDay);
        if (left <= 0) {
          await tx.execute(
            sql`UPDATE outbox SET status = 'failed', last_error = ${SMS_CAP_REACHED} WHERE id = ${row.id}`,
          );
          continue;
        }
        smsAllowance.set(row.recipient, left - 1);
      }
      try {
        await send(row);
        await tx.execute(
          sql`UPDATE outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE id = ${row.id}`,
        );
        counts?.(row.channel, 'sent');
      } catch (error) {
        const attempts = row.attempts + 1;
        const dropped = error instanceof Undeliverable;
        const status = attempts >= MAX_ATTEMPTS || dropped ? 'failed' : 'pending';
        log.warn(
          { err: error, messageId: row.id, channel: row.channel, attempts },
          dropped ? 'message dropped: it can no longer be delivered' : 'message not delivered',
        );
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
  options: {
    intervalMs?: number;
    counts?: DeliveryCounts;
    /** The owner's daily SMS cap per phone, read afresh for each batch. */
    smsPerPhoneDay?: () => Promise<number>;
  } = {},
) {
  const { intervalMs = 2000, counts, smsPerPhoneDay } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = Promise.resolve(smsPerPhoneDay?.())
      .then((cap) => deliverPending(db, drivers, log, { counts, smsPerPhoneDay: cap }))
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

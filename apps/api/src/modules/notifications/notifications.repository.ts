/** The outbox table: messages written with the change that causes them, read by the dispatcher and the development page. */
import { and, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type Message =
  | { channel: 'email'; recipient: string; subject: string; body: string }
  | { channel: 'sms'; recipient: string; body: string }
  /** An event for Meta's Conversions API: to the pixel, about the order named as its subject, written once per `onceKey`. */
  | { channel: 'meta'; recipient: string; subject: string; body: string; onceKey: string };

type OutboxRow = typeof outbox.$inferSelect;

const outboxRow = (message: Message) => ({
  channel: message.channel,
  recipient: message.recipient,
  subject: message.channel === 'sms' ? null : message.subject,
  body: message.body,
  onceKey: message.channel === 'meta' ? message.onceKey : null,
});

/** A second message with the same once-key is not written. */
export async function insertMessage(tx: Database | Transaction, message: Message): Promise<void> {
  await tx.insert(outbox).values(outboxRow(message)).onConflictDoNothing();
}

/** The insert of a message, for a caller that writes it within a statement of its own (a placed order). */
export function insertMessageStatement(db: Database | Transaction, message: Message): SQL {
  return db.insert(outbox).values(outboxRow(message)).getSQL();
}

/** Holds, to the end of the transaction, whoever else counts this phone's SMS (codes asked for, the dispatcher). */
export async function lockSmsPhone(tx: Transaction, phone: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sms-phone:${phone}`}, 0))`);
}

/** SMS written for a phone in the last 24 hours, sent or waiting (not those the daily cap held back). */
export async function smsToday(tx: Database | Transaction, phone: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'sms'),
        eq(outbox.recipient, phone),
        gt(outbox.createdAt, sql`now() - interval '1 day'`),
        inArray(outbox.status, ['pending', 'sent']),
      ),
    );
  return row!.count;
}

/** The latest e-mails and SMS (never the events for Meta, which are no one's messages). */
export async function latestMessages(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(outbox)
    .where(ne(outbox.channel, 'meta'))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows as (OutboxRow & { channel: 'email' | 'sms' })[];
}

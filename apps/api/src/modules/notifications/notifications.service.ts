/**
 * What other modules use to send an e-mail or SMS: every message is first written to the outbox in
 * the same transaction as the change that causes it (a new account and its activation link land
 * together or not at all); the dispatcher delivers it afterwards.
 */
import type { SQL } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import {
  insertMessage,
  insertMessageStatement,
  lockSmsPhone,
  type Message,
  smsToday,
} from './notifications.repository.ts';

export type { Message } from './notifications.repository.ts';

export function enqueue(tx: Database | Transaction, message: Message): Promise<void> {
  return insertMessage(tx, message);
}

/** The same, as a statement to run within the change's own statement (one round trip for both). */
export function enqueueStatement(db: Database | Transaction, message: Message): SQL {
  return insertMessageStatement(db, message);
}

export const SMS_CAP_MESSAGE =
  'This phone has had as many messages from the shop as it may today. Please try again tomorrow.';

/** Writes a code the shopper asked for to the outbox within its transaction, or refuses it (429). */
export type CodeSender = (tx: Transaction, message: Message) => Promise<void>;

/**
 * Codes by SMS are refused once their phone has had the owner's daily number of SMS (decision 071):
 * the dispatcher would not send them, and the shopper is told now rather than left waiting. The
 * phone's lock (the dispatcher's too) holds codes asked for at once to one count after another.
 */
export function codeSender(smsPerPhoneDay: (tx: Transaction) => Promise<number>): CodeSender {
  return async (tx, message) => {
    if (message.channel === 'sms') {
      await lockSmsPhone(tx, message.recipient);
      const sent = await smsToday(tx, message.recipient);
      const cap = await smsPerPhoneDay(tx);
      if (sent >= cap) throw tooManyRequests(SMS_CAP_MESSAGE, 24 * 3600);
    }
    await insertMessage(tx, message);
  };
}

/**
 * What other modules use to send an e-mail or SMS: every message is first written to the outbox in
 * the same transaction as the change that causes it (a new account and its activation link land
 * together or not at all); the dispatcher delivers it afterwards.
 */
import type { SQL } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { insertMessage, insertMessageStatement, type Message } from './notifications.repository.ts';

export type { Message } from './notifications.repository.ts';

export function enqueue(tx: Database | Transaction, message: Message): Promise<void> {
  return insertMessage(tx, message);
}

/** The same, as a statement to run within the change's own statement (one round trip for both). */
export function enqueueStatement(db: Database | Transaction, message: Message): SQL {
  return insertMessageStatement(db, message);
}

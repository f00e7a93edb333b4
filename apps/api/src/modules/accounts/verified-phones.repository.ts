/** Phones a customer confirmed by SMS code at checkout (decision 041). */
import { type SQL, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { verifiedPhones } from '../../db/schema.ts';

type Executor = Database | Transaction;

export async function addVerifiedPhone(tx: Executor, userId: string, phone: string): Promise<void> {
  await tx.insert(verifiedPhones).values({ userId, phone }).onConflictDoNothing();
}

/** True when the customer confirmed this phone at checkout. */
export function verifiedPhoneCondition(userId: string, phone: string): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${verifiedPhones} WHERE ${verifiedPhones.userId} = ${userId} AND ${verifiedPhones.phone} = ${phone})`;
}

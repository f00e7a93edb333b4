/** Phones a customer confirmed by SMS code at checkout (decision 041). */
import { and, eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client.ts';
import { verifiedPhones } from '../../db/schema.ts';

type Executor = Database | Transaction;

export async function addVerifiedPhone(tx: Executor, userId: string, phone: string): Promise<void> {
  await tx.insert(verifiedPhones).values({ userId, phone }).onConflictDoNothing();
}

export async function hasVerifiedPhone(db: Executor, userId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: verifiedPhones.phone })
    .from(verifiedPhones)
    .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.phone, phone)))
    .limit(1);
  return row !== undefined;
}

/** A shopper's saved bKash wallet (decision 044): paying with it asks only the bKash PIN. */
import { z } from 'zod';

import { IdSchema } from './common.ts';

/**
 * What a bKash order does with a saved wallet: 'save' first saves the shopper's bKash account
 * (bKash agreement) and then pays with it; a saved wallet's id pays with that wallet.
 */
export const BkashWalletChoiceSchema = z
  .string()
  .refine(
    (value) => value === 'save' || IdSchema.safeParse(value).success,
    "bkashWallet must be 'save' or the id of a saved bKash wallet",
  );
export type BkashWalletChoice = z.infer<typeof BkashWalletChoiceSchema>;

export const SavedBkashWalletSchema = z.object({
  _id: z.string(),
  /** The wallet number masked as bKash's own pages do: 017*****678. */
  wallet: z.string(),
  createdAt: z.string(),
});
export type SavedBkashWallet = z.infer<typeof SavedBkashWalletSchema>;

/** 01712345678 -> 017*****678: enough for the shopper to know the wallet, nothing more is kept. */
export function maskWallet(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, '').replace(/^880/, '0');
  return digits.length < 7 ? '*'.repeat(digits.length) : `${digits.slice(0, 3)}*****${digits.slice(-3)}`;
}

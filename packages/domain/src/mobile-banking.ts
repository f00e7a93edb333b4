/**
 * Mobile banking sent by hand (docs/decisions/038): the shopper sends the order's total with bKash,
 * Nagad or Rocket to the shop's receiving number and types the transaction id from the SMS the
 * provider sent them. The id is checked for its provider's shape here, once, for the form and the API.
 */
/** The wallets a shopper may send from by hand (the spec's "Mobile Banking (Bkash/Nagad/Rocket)"). */
export const MOBILE_BANKING_PROVIDERS = ['bkash', 'nagad', 'rocket'] as const;
export type MobileBankingProvider = (typeof MOBILE_BANKING_PROVIDERS)[number];

export const MOBILE_BANKING_PROVIDER_NAMES: Record<MobileBankingProvider, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
};

/**
 * The shape of each provider's transaction id, as its SMS prints it: bKash "TrxID BLU1H6X87P" (10
 * capital letters and digits), Nagad "TxnID: 71N5UXBX" (8), Rocket "TxnId: 3258493716" (10 digits).
 */
export const MOBILE_BANKING_TRX_ID_PATTERNS: Record<MobileBankingProvider, RegExp> = {
  bkash: /^[A-Z0-9]{10}$/,
  nagad: /^[A-Z0-9]{8}$/,
  rocket: /^\d{10}$/,
};

export const MOBILE_BANKING_MESSAGES = {
  provider: 'Choose bKash, Nagad or Rocket',
  trxIdRequired: 'Enter the transaction id from your payment SMS',
  trxIdShape: {
    bkash: 'A bKash transaction id is 10 letters and digits, like 8N7A6D5EE7',
    nagad: 'A Nagad transaction id is 8 letters and digits, like 71N5UXBX',
    rocket: 'A Rocket transaction id is 10 digits, like 3258493716',
  },
  trxIdUsed: 'This transaction id has already paid for another order',
} as const satisfies Record<string, unknown>;

/** As the shopper may type it: spaces anywhere (copied from an SMS), small letters. */
export function normalizeTrxId(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Why this (normalized) transaction id cannot be the provider's, or null when it has its shape. */
export function trxIdProblem(provider: MobileBankingProvider, trxId: string): string | null {
  if (!trxId) return MOBILE_BANKING_MESSAGES.trxIdRequired;
  return MOBILE_BANKING_TRX_ID_PATTERNS[provider].test(trxId) ? null : MOBILE_BANKING_MESSAGES.trxIdShape[provider];
}

/** Bangladeshi mobile number: 01, then an operator digit 3 to 9, then 8 more digits (spec section 5). */
export const BD_PHONE_PATTERN = /^01[3-9]\d{8}$/;

export function isBdPhone(value: string): boolean {
  return BD_PHONE_PATTERN.test(value);
}

/** The local 11-digit form of a Bangladeshi mobile number typed with spaces, dashes or +880; null if it is none. */
export function normalizeBdPhone(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '').replace(/^\+?880(?=1)/, '0');
  return isBdPhone(digits) ? digits : null;
}

/** A Bangladeshi mobile number as E.164 digits without the plus (01712345678 -> 8801712345678); null if it is none. */
export function bdPhoneE164Digits(value: string): string | null {
  const local = normalizeBdPhone(value);
  return local && `88${local}`;
}

/** Bangladeshi mobile number: 01, then an operator digit 3 to 9, then 8 more digits (spec section 5). */
export const BD_PHONE_PATTERN = /^01[3-9]\d{8}$/;

export function isBdPhone(value: string): boolean {
  return BD_PHONE_PATTERN.test(value);
}

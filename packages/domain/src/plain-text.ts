/**
 * Text a shopper types that others print or read on one line (a name, an address, a note): control
 * characters (line breaks, tabs, escapes), line and paragraph separators and the bidirectional
 * overrides that reorder what follows become spaces, runs of spaces one, and the ends are trimmed. A
 * name cannot then spread a parcel label over several pages or print words where the cash box is.
 * The joiners Bangla needs (U+200C, U+200D) are kept.
 */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

export function plainText(value: string): string {
  return value.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
}

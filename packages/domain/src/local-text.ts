/**
 * Which of the shop's own texts a reader sees (docs/decisions/033 and 055): the Bangla one on a
 * Bangla page when the shop gave one, else the English, which every product, category, banner and
 * order line has. Pages, the invoice and messages pick with it alike.
 */
import type { Locale } from './format.ts';

export function localText(language: Locale, english: string, bangla: string | null | undefined): string {
  return language === 'bn' && bangla?.trim() ? bangla : english;
}

/** `localText` of a text that may be absent (a line's colour): absent stays absent. */
export function localOptional(
  language: Locale,
  english: string | null | undefined,
  bangla: string | null | undefined,
): string | null {
  return english ? localText(language, english, bangla) : null;
}

/** Numbers, money and dates for people: every page formats through here, with Intl. */

const LOCALE_TAGS = { en: 'en-US', bn: 'bn-BD' } as const;
export type Locale = keyof typeof LOCALE_TAGS;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** 'Tk 1,250': whole taka, as the storefront shows prices (spec section 9). */
export function formatTaka(amount: number, locale: Locale = 'en'): string {
  return `Tk ${numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(amount))}`;
}

/** Two decimals, for the checkout summary ('1,310.00'). */
export function formatAmount2(amount: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatCount(value: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** Ratings show one decimal: 4.0, 3.7. */
export function formatRating(value: number, locale: Locale = 'en'): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** 'Nov 21, 2026' (order cards: mmm d, yyyy). */
export function formatDateMedium(date: Date | string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(date),
  );
}

/** 'Nov 21, 2026, 8:30 PM': when something happened to the minute. */
export function formatDateTime(date: Date | string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(date),
  );
}

/**
 * '21 Nov 2026' (refund cards: dd mmm yyyy). Pages show the shopper's own day; the server passes the
 * shop's time zone (documents it makes should not show a Dhaka evening as the next UTC day).
 */
export function formatDateDayFirst(date: Date | string, locale: Locale = 'en', timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone,
  })
    .formatToParts(new Date(date))
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.day} ${parts.month} ${parts.year}`;
}

/**
 * `text` cut to at most `max` characters at a word's end, with '…' when cut: a description a
 * search result or a shared link shows whole.
 */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Numbers, money and dates for people: every page formats through here, with Intl. */

const LOCALE_TAGS = { en: 'en-US', bn: 'bn-BD' } as const;
export type Locale = keyof typeof LOCALE_TAGS;
/**
 * Money is grouped the way Bangladesh writes it, in lakhs and crores (1,23,450), in both languages;
 * below a lakh that is the same as the English grouping, so 'Tk 1,250' is unchanged. Bangla also
 * writes the digits in Bangla (৳১,২৩,৪৫০).
 */
const MONEY_TAGS = { en: 'en-IN', bn: 'bn-BD' } as const satisfies Record<Locale, string>;
/** The sign before an amount: the spec's 'Tk 1,250' in English, '৳১,২৫০' as Bangla shops write it. */
const TAKA_PREFIX = { en: 'Tk ', bn: '৳' } as const satisfies Record<Locale, string>;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = tag + JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** 'Tk 1,250' ('৳১,২৫০' in Bangla): whole taka, as the storefront shows prices (spec section 9). */
export function formatTaka(amount: number, locale: Locale = 'en'): string {
  return (
    TAKA_PREFIX[locale] + numberFormat(MONEY_TAGS[locale], { maximumFractionDigits: 0 }).format(Math.round(amount))
  );
}

/** Two decimals, for the checkout summary ('1,310.00'; '১,৩১০.০০' in Bangla). */
export function formatAmount2(amount: number, locale: Locale = 'en'): string {
  return numberFormat(MONEY_TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** 'Tk 1,310.00' ('৳১,৩১০.০০'): the checkout summary and invoices, to the poisha. */
export function formatTaka2(amount: number, locale: Locale = 'en'): string {
  return TAKA_PREFIX[locale] + formatAmount2(amount, locale);
}

/** '1,204' ('১,২০৪' in Bangla): reviews, sold, items. */
export function formatCount(value: number, locale: Locale = 'en'): string {
  return numberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 0 }).format(value);
}

/** A number's digits in the locale's script, ungrouped: the 2026 of a copyright, a page number, a count in a sentence. */
export function formatDigits(value: number, locale: Locale = 'en'): string {
  return numberFormat(LOCALE_TAGS[locale], { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** A share as a percentage to one decimal: 0.6 is '60%', 2/3 '66.7%' ('৬৬.৭%' in Bangla). */
export function formatPercent(ratio: number, locale: Locale = 'en'): string {
  return numberFormat(LOCALE_TAGS[locale], { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** A file's size in megabytes with one decimal: '5.0 MB', '৫.০ এমবি' (a backup): Bangla spells the unit out. */
export function formatMegabytes(bytes: number, locale: Locale = 'en'): string {
  const amount = numberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  );
  return `${amount} ${locale === 'bn' ? 'এমবি' : 'MB'}`;
}

/** Ratings show one decimal: 4.0, 3.7. */
export function formatRating(value: number, locale: Locale = 'en'): string {
  return numberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * Bangla spells the month out (নভেম্বর, not the clipped নভে), as Bangla shops and papers do; the
 * day, month and year order is Bangla's own.
 */
const MONTH = { en: 'short', bn: 'long' } as const satisfies Record<Locale, 'short' | 'long'>;

/** 'Nov 21, 2026' (order cards: mmm d, yyyy); '২১ নভেম্বর, ২০২৬' in Bangla. */
export function formatDateMedium(date: Date | string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: MONTH[locale], day: 'numeric', year: 'numeric' }).format(
    new Date(date),
  );
}

/**
 * The time of day: '8:30 PM' in English; in Bangla the part of the day before the time, as Bangla
 * writes it ('রাত্রি ৮:৩০', 'সকাল ৯:১৫', 'বিকাল ৪:০০'), with the day parts of the language's own
 * (Intl's flexible day periods), never 'AM'/'PM'.
 */
function formatTime(when: Date, locale: Locale): string {
  if (locale === 'en') return new Intl.DateTimeFormat(LOCALE_TAGS.en, { timeStyle: 'short' }).format(when);
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS.bn, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' })
    .formatToParts(when)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.dayPeriod} ${parts.hour}:${parts.minute}`;
}

/** 'Nov 21, 2026, 8:30 PM' ('২১ নভেম্বর, ২০২৬, রাত্রি ৮:৩০'): when something happened to the minute. */
export function formatDateTime(date: Date | string, locale: Locale = 'en'): string {
  const day = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: locale === 'en' ? 'medium' : 'long' });
  const when = new Date(date);
  return `${day.format(when)}, ${formatTime(when, locale)}`;
}

/** A 'YYYY-MM' month as people read it: 'Nov 2026' ('নভেম্বর ২০২৬'), whatever the reader's time zone. */
export function formatMonth(month: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    month: MONTH[locale],
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * '21 Nov 2026' (refund cards: dd mmm yyyy; '২১ নভেম্বর ২০২৬'). Pages show the shopper's own day; the
 * server passes the shop's time zone (documents it makes should not show a Dhaka evening as the next
 * UTC day).
 */
export function formatDateDayFirst(date: Date | string, locale: Locale = 'en', timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: '2-digit',
    month: MONTH[locale],
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

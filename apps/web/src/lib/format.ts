import { useMemo } from 'react';

import type { Locale } from '@dokan/domain';
import {
  formatAmount2,
  formatCount,
  formatDateDayFirst,
  formatDateMedium,
  formatDateTime,
  formatDigits,
  formatMegabytes,
  formatMonth,
  formatPercent,
  formatRating,
  formatTaka,
  formatTaka2,
} from '@dokan/domain/format';
import { useTranslation } from '@/lib/i18n';

export function toLocale(language: string): Locale {
  return language.startsWith('bn') ? 'bn' : 'en';
}

/** The domain's formatters bound to the page language: money, counts, ratings and dates look the same everywhere. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return useMemo(
    () => ({
      taka: (amount: number) => formatTaka(amount, locale),
      /** 'Tk 1,310.00': only the checkout summary's Grand Total, which the spec gives two decimals (decision 058). */
      taka2: (amount: number) => formatTaka2(amount, locale),
      /** '$1,310.00': the dashboard's Total Spent, which the spec shows with a dollar sign (section 9). */
      dollars2: (amount: number) => `$${formatAmount2(amount, locale)}`,
      count: (value: number) => formatCount(value, locale),
      /** A number's digits in the page's script, ungrouped: '50000' ('৫০০০০'), as a shopper types it. */
      digits: (value: number) => formatDigits(value, locale),
      /** '66.7%': a share (the return rate). */
      percent: (ratio: number) => formatPercent(ratio, locale),
      /** 'Nov 2026' from '2026-11'. */
      month: (month: string) => formatMonth(month, locale),
      rating: (value: number) => formatRating(value, locale),
      date: (value: Date | string) => formatDateMedium(value, locale),
      /** '21 Nov 2026' (refund cards: dd mmm yyyy). */
      dateDayFirst: (value: Date | string) => formatDateDayFirst(value, locale),
      dateTime: (value: Date | string) => formatDateTime(value, locale),
      /** '5.0 MB': a backup's size. */
      megabytes: (bytes: number) => formatMegabytes(bytes, locale),
    }),
    [locale],
  );
}

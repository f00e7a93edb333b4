import { describe, expect, it } from 'vitest';

import {
  clipText,
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
} from './format.ts';

describe('formatting', () => {
  it("shows prices as 'Tk 1,250' in whole taka", () => {
    expect(formatTaka(1250)).toBe('Tk 1,250');
    expect(formatTaka(1249.6)).toBe('Tk 1,250');
    expect(formatTaka(0)).toBe('Tk 0');
  });
  it('shows two decimals for checkout totals and one for ratings', () => {
    expect(formatAmount2(1310)).toBe('1,310.00');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(3.66)).toBe('3.7');
  });
  it('formats order dates as mmm d, yyyy and refund dates as dd mmm yyyy', () => {
    expect(formatDateMedium('2026-03-05T10:00:00Z')).toBe('Mar 5, 2026');
    expect(formatDateDayFirst('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
  });
  it('groups large English amounts in lakhs and crores, as Bangladesh writes them', () => {
    expect(formatTaka(123450)).toBe('Tk 1,23,450');
    expect(formatTaka(12345678)).toBe('Tk 1,23,45,678');
    expect(formatTaka(99999)).toBe('Tk 99,999');
    expect(formatTaka2(1310)).toBe('Tk 1,310.00');
    expect(formatTaka2(123450.5)).toBe('Tk 1,23,450.50');
  });
  it('writes taka in Bangla with the taka sign, Bangla digits and lakh grouping', () => {
    expect(formatTaka(123450, 'bn')).toBe('৳১,২৩,৪৫০');
    expect(formatTaka(1250, 'bn')).toBe('৳১,২৫০');
    expect(formatTaka(0, 'bn')).toBe('৳০');
    expect(formatTaka2(1310, 'bn')).toBe('৳১,৩১০.০০');
  });
  it('writes counts and ratings in Bangla digits', () => {
    expect(formatCount(1204, 'bn')).toBe('১,২০৪');
    expect(formatCount(1204)).toBe('1,204');
    expect(formatPercent(0.6)).toBe('60%');
    expect(formatPercent(2 / 3)).toBe('66.7%');
    expect(formatPercent(2 / 3, 'bn')).toBe('৬৬.৭%');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'bn')).toBe('নভেম্বর ২০২৬');
    expect(formatRating(4, 'bn')).toBe('৪.০');
    expect(formatRating(3.66, 'bn')).toBe('৩.৭');
    expect(formatDigits(2026, 'bn')).toBe('২০২৬');
    expect(formatDigits(2026)).toBe('2026');
    expect(formatMegabytes(5_242_880)).toBe('5.0 MB');
    expect(formatMegabytes(1_300_000_000, 'bn')).toBe('১,২৩৯.৮ এমবি');
  });
  it('writes dates in Bangla with Bangla month names and digits', () => {
    expect(formatDateMedium('2026-03-05T10:00:00Z', 'bn')).toBe('৫ মার্চ, ২০২৬');
    expect(formatDateMedium('2026-11-21T10:00:00Z', 'bn')).toBe('২১ নভেম্বর, ২০২৬');
    expect(formatDateDayFirst('2026-03-05T10:00:00Z', 'bn')).toBe('০৫ মার্চ ২০২৬');
    expect(formatDateDayFirst('2026-11-21T20:00:00Z', 'bn', 'Asia/Dhaka')).toBe('২২ নভেম্বর ২০২৬');
    const when = new Date(2026, 10, 21, 20, 30);
    expect(formatDateTime(when)).toMatch(/^Nov 21, 2026, 8:30\sPM$/);
  });
  it("names the part of the day in Bangla before the time, never 'AM' or 'PM'", () => {
    const at = (hour: number, minute = 30) => formatDateTime(new Date(2026, 10, 21, hour, minute), 'bn');
    expect(at(20)).toBe('২১ নভেম্বর, ২০২৬, রাত্রি ৮:৩০');
    expect(at(9, 5)).toBe('২১ নভেম্বর, ২০২৬, সকাল ৯:০৫');
    expect(at(16, 0)).toBe('২১ নভেম্বর, ২০২৬, বিকাল ৪:০০');
    for (let hour = 0; hour < 24; hour++) expect(at(hour)).not.toMatch(/[A-Za-z]/);
  });
  it('clips a description at a word, with an ellipsis, and leaves a short one whole', () => {
    expect(clipText('Soft  cotton\npanjabi', 40)).toBe('Soft cotton panjabi');
    expect(clipText('Breathable cotton panjabi cut for Bangladeshi summers, with fine embroidery.', 40)).toBe(
      'Breathable cotton panjabi cut for…',
    );
    expect(clipText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

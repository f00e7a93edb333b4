import { describe, expect, it } from 'vitest';

import { clipText, formatAmount2, formatDateDayFirst, formatDateMedium, formatRating, formatTaka } from './format.ts';

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
  it('clips a description at a word, with an ellipsis, and leaves a short one whole', () => {
    expect(clipText('Soft  cotton\npanjabi', 40)).toBe('Soft cotton panjabi');
    expect(clipText('Breathable cotton panjabi cut for Bangladeshi summers, with fine embroidery.', 40)).toBe(
      'Breathable cotton panjabi cut for…',
    );
    expect(clipText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { SearchFiguresPanel } from './search-figures';

const week = {
  days: 7,
  top: [
    { words: 'panjabi', searches: 12 },
    { words: 'cotton saree', searches: 1 },
  ],
  foundNothing: [{ words: 'lungi xxl', searches: 3 }],
};
const month = { days: 30, top: [{ words: 'eid panjabi', searches: 40 }], foundNothing: [] };

describe('SearchFiguresPanel', () => {
  it('lists the most searched words and those that found nothing, for the last 7 days, then 30', async () => {
    serveApi({ '/api/admin/searches': (url) => ({ data: url.searchParams.get('days') === '30' ? month : week }) });
    renderAt(<SearchFiguresPanel />);
    expect(await screen.findByText('panjabi')).toBeTruthy();
    expect(screen.getByText('12 searches')).toBeTruthy();
    expect(screen.getByText('1 search')).toBeTruthy();
    expect(screen.getByText('lungi xxl')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(await screen.findByText('eid panjabi')).toBeTruthy();
    expect(screen.getByText('No searches yet.')).toBeTruthy();
  });

  it('speaks Bangla', async () => {
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      serveApi({ '/api/admin/searches': { data: week } });
      renderAt(<SearchFiguresPanel />);
      expect(await screen.findByText('১২ বার খোঁজা')).toBeTruthy();
      expect(screen.getByText('সবচেয়ে বেশি খোঁজা')).toBeTruthy();
      expect(screen.getByText('খোঁজা হয়েছে, কিছু পাওয়া যায়নি')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'গত ৩০ দিন' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

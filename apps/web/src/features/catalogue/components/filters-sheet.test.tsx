import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { serveApi } from '@/test/api';
import { aCategory, aProductList, manyProducts } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { FiltersSheet } from './filters-sheet';

/** The listing answers 23 products, or 4 once a minimum price is asked for. */
function serveListing() {
  return serveApi({
    '/api/categories': { data: [aCategory({ categoryName: 'Rice' })] },
    '/api/subcategories': { data: [] },
    '/api/subsubcategories': { data: [] },
    '/api/products': (url) => ({
      data: aProductList(manyProducts(4), { total: url.searchParams.has('minPrice') ? 4 : 23 }),
    }),
  });
}

function Sheet() {
  const [open, setOpen] = useState(true);
  return <FiltersSheet open={open} onOpenChange={setOpen} />;
}

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://shop.test');

describe('FiltersSheet', () => {
  it('keeps a price typed just before the sheet is closed, rather than losing it with the sheet', async () => {
    serveListing();
    renderAt(<Sheet />, { path: '/products', url: '/products' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('spinbutton', { name: 'Min Price' }), '500');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // At once, not after the typing pause the sheet no longer waits for.
    expect(location().searchParams.get('minPrice')).toBe('500');
  });

  it('shows the number of products found on its button, which closes it', async () => {
    serveListing();
    renderAt(<Sheet />, { path: '/products', url: '/products' });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Show 23 products' })).toBeTruthy();
    await user.type(screen.getByRole('spinbutton', { name: 'Min Price' }), '500');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show 4 products' })).toBeTruthy(), {
      timeout: 2000,
    });
    await user.click(screen.getByRole('button', { name: 'Show 4 products' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location().searchParams.get('minPrice')).toBe('500');
  });

  it('says it in Bangla, with Bangla digits', async () => {
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      serveListing();
      renderAt(<Sheet />, { path: '/products', url: '/products' });
      expect(await screen.findByRole('button', { name: '২৩টি পণ্য দেখুন' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

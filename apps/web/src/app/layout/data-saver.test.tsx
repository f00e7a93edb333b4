import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { ProductCard } from '@/features/catalogue/components/product-card';
import { restoreDataSaverChoice } from '@/lib/data-saver';
import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { aProductSummary } from '@/test/fixtures';

import { MenuSheet } from './menu-sheet';

afterEach(async () => {
  await i18n.changeLanguage('en');
  document.cookie = 'data-saver=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-save-data');
});

function Page() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MenuSheet open onOpenChange={() => {}} />
        <ProductCard product={aProductSummary({ productImages: ['/api/media/products/saree.webp'] })} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

// The open menu hides the page behind it from assistive technology; the card is still drawn.
const cardPicture = () => screen.getByRole('img', { name: /./, hidden: true });

describe("the menu's data saver", () => {
  it('gives cards their 1x picture only, and keeps the choice in a cookie for the server and in localStorage', async () => {
    render(<Page />);
    const saver = screen.getByRole('switch', { name: 'Data saver' });
    expect(saver.getAttribute('aria-checked')).toBe('false');
    expect(cardPicture().getAttribute('srcset')).toContain('w=320&h=240');

    await userEvent.click(saver);

    expect(saver.getAttribute('aria-checked')).toBe('true');
    expect(cardPicture().getAttribute('srcset')).toBe(
      '/api/media/products/saree.webp?w=160&h=120&f=auto 160w, ' +
        '/api/media/products/saree.webp?w=200&h=150&f=auto 200w, ' +
        '/api/media/products/saree.webp?w=250&h=188&f=auto 250w',
    );
    expect(document.cookie).toContain('data-saver=on');
    expect(localStorage.getItem('dataSaver')).toBe('on');
    expect(document.documentElement.hasAttribute('data-save-data')).toBe(true);

    await userEvent.click(saver);
    expect(saver.getAttribute('aria-checked')).toBe('false');
    expect(cardPicture().getAttribute('srcset')).toContain('w=500&h=376');
    expect(document.cookie).toContain('data-saver=off');
    expect(localStorage.getItem('dataSaver')).toBe('off');
  });

  it('starts on when the server marked the page (Save-Data: on), and says so in Bangla', async () => {
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    document.documentElement.setAttribute('data-save-data', '');
    render(<Page />);
    const saver = screen.getByRole('switch', { name: 'ডেটা সাশ্রয়' });
    expect(saver.getAttribute('aria-checked')).toBe('true');
    expect(document.getElementById(saver.getAttribute('aria-describedby')!)?.textContent).toBe(
      'ছোট ছবি, আর ব্যানার নিজে থেকে সরবে না',
    );
    expect(cardPicture().getAttribute('srcset')).not.toContain('w=320');
  });

  it('takes a choice back from localStorage when the browser has dropped its cookie', () => {
    localStorage.setItem('dataSaver', 'on');
    restoreDataSaverChoice();
    expect(document.cookie).toContain('data-saver=on');
    expect(document.documentElement.hasAttribute('data-save-data')).toBe(true);
  });
});

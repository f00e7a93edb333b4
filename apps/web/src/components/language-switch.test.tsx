import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { addToCart, readCart } from '@/lib/cart-store';
import { i18n, useTranslation } from '@/lib/i18n';
import { serveApi } from '@/test/api';

import { LanguageSwitch } from './language-switch';

function Page() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('cart.title')}</h1>
      <LanguageSwitch />
    </>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
});

describe('the language switch', () => {
  it('turns the page into Bangla in place, remembers the choice for a year and keeps the cart', async () => {
    addToCart({
      productId: 'p-1',
      productName: 'Jamdani Saree',
      productCategory: 'Clothing',
      price: 4500,
      quantity: 1,
      maxStock: 3,
      image: null,
      color: 'red',
      size: 'Free',
      OwnerId: null,
      OwnerName: null,
    });
    const queries = new QueryClient();
    render(
      <QueryClientProvider client={queries}>
        <Page />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeTruthy();
    // The page's manifest, as the server leaves it in an English page's head.
    const manifest = document.head.appendChild(document.createElement('link'));
    Object.assign(manifest, { rel: 'manifest', href: '/manifest.webmanifest?lang=en' });

    await userEvent.click(screen.getByRole('button', { name: 'Language: বাংলা' }));

    expect(await screen.findByRole('heading', { name: 'শপিং কার্ট' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain('lang=bn');
    expect(readCart()).toHaveLength(1);
    // An app installed from the page now is named in Bangla.
    expect(manifest.getAttribute('href')).toBe('/manifest.webmanifest?lang=bn');

    await userEvent.click(screen.getByRole('button', { name: 'ভাষা: English' }));
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(manifest.getAttribute('href')).toBe('/manifest.webmanifest?lang=en');
    manifest.remove();
  });

  it("keeps a signed-in shopper's choice on the account, for their e-mails, SMS and invoices", async () => {
    const api = serveApi({ '/api/user/update-profile': { data: {} } });
    useAuthStore.getState().setSession({ user: { _id: 'u-1', name: 'Rahim', role: 'customer' }, accessToken: 't' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language: বাংলা' }));
    await screen.findByRole('heading', { name: 'শপিং কার্ট' });
    await vi.waitFor(() => expect(api.requested('/api/user/update-profile')).toHaveLength(1));
    const [, init] = vi.mocked(fetch).mock.calls.find(([input]) => String(input).includes('update-profile'))!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'u-1', language: 'bn' });
    useAuthStore.getState().logout();
  });
});

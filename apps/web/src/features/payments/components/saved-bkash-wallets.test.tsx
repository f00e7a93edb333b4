import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { renderAt } from '@/test/render';

import { SavedBkashWallets } from './saved-bkash-wallets';

const WALLETS = '/api/payments/bkash/wallets';
const wallet = { _id: 'wallet-1', wallet: '017*****678', createdAt: '2026-11-01T10:00:00.000Z' };
const settings = (bkashPayments: boolean) => ({ data: { bkashPayments } });

describe('SavedBkashWallets', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'customer-1', name: 'Rahim', role: 'user' } }));
  afterEach(() => {
    useAuthStore.setState({ token: null, user: null });
    toast.remove();
  });

  it('lists the saved wallet masked and removes it', async () => {
    let removed = false;
    const api = serveApi({
      '/api/settings': settings(true),
      [WALLETS]: () => ({ data: removed ? [] : [wallet] }),
      [`${WALLETS}/wallet-1`]: () => {
        removed = true;
        return { data: null };
      },
    });
    renderAt(<SavedBkashWallets />);
    expect(await screen.findByText('017*****678')).toBeTruthy();
    expect(screen.getByText('Saved on Nov 1, 2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove saved bKash 017*****678' }));

    expect(await screen.findByText('Saved bKash wallet removed')).toBeTruthy();
    expect(await screen.findByText(/No bKash wallet saved/)).toBeTruthy();
    expect(api.requested(`${WALLETS}/wallet-1`)).toHaveLength(1);
  });

  it("keeps the wallet and says so when bKash cannot be reached (the server's 502)", async () => {
    const message = 'bKash could not be reached, so your saved wallet was not removed. Please try again.';
    serveApi({
      '/api/settings': settings(true),
      [WALLETS]: { data: [wallet] },
      [`${WALLETS}/wallet-1`]: { status: 502, message },
    });
    renderAt(<SavedBkashWallets />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove saved bKash 017*****678' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('017*****678')).toBeTruthy();
  });

  it('shows nothing, and asks nothing, when the shop does not take bKash', async () => {
    const api = serveApi({ '/api/settings': settings(false), [WALLETS]: { data: [wallet] } });
    renderAt(<SavedBkashWallets />);
    await vi.waitFor(() => expect(api.requested('/api/settings')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Saved bKash wallet' })).toBeNull();
    expect(api.requested(WALLETS)).toHaveLength(0);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { RefundRequestsPage } from './refund-requests-page';

const ORDERS = '/api/order/get-order-by-customerId/customer-1';
const mine = anOrder({ _id: 'order-abc123', transaction_id: 'TXN-777', totalPrice: 1310.6, status: 'cancelled' });
const someoneElses = anOrder({ _id: 'order-zzz999', customerId: 'customer-2' });

const refund = (order = mine, overrides = {}) => ({
  _id: `refund-${order._id}`,
  createdAt: '2026-11-05T08:00:00.000Z',
  orderId: order,
  refundMethod: 'bkash',
  refundNumber: '01712345678',
  refundStatus: 'Pending',
  ...overrides,
});

const renderPage = () =>
  renderAt(<RefundRequestsPage />, { path: '/user/refund-request', url: '/user/refund-request' });

describe('RefundRequestsPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'customer-1', name: 'Rahim', role: 'user' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it("shows 'Loading...', then a card with dd mmm yyyy, #last6, transaction id, method, number, rounded amount and status", async () => {
    serveApi({ '/api/refund': { data: [refund(), refund(someoneElses)] }, [ORDERS]: { data: [mine] } });
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    const cards = await screen.findAllByTestId('refund-card');
    expect(cards).toHaveLength(1);
    const card = within(cards[0] as HTMLElement);
    const value = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    expect(value('Date')).toBe('05 Nov 2026');
    expect(value('Order ID')).toBe('#abc123');
    expect(value('Transaction ID')).toBe('TXN-777');
    expect(value('Refund method')).toBe('bKash');
    expect(value('Refund number')).toBe('01712345678');
    expect(value('Amount')).toBe('Tk 1,311');
    expect(value('Status')).toBe('Pending');
  });

  it("says 'No refund request found' when none of the requests is for the shopper's orders", async () => {
    serveApi({ '/api/refund': { data: [refund(someoneElses)] }, [ORDERS]: { data: [mine] } });
    renderPage();
    expect(await screen.findByText('No refund request found')).toBeTruthy();
  });

  it('offers Retry when the requests cannot be loaded', async () => {
    serveApi({ '/api/refund': { status: 500, message: 'Down' }, [ORDERS]: { data: [mine] } });
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

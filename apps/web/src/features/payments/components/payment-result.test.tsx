import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { PaymentFailedPage } from '../pages/payment-failed-page';
import { PaymentSuccessPage } from '../pages/payment-success-page';

describe('payment result pages', () => {
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it("shows 'Payment Successful' with the transaction id, and links to My Orders and Home", () => {
    renderAt(<PaymentSuccessPage />, { path: '/payment/success/:tranId', url: '/payment/success/TRX-2026-0042' });
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText('Transaction ID: TRX-2026-0042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/user/my-orders');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Payment Failed' with the transaction id", () => {
    renderAt(<PaymentFailedPage />, { path: '/payment/failed/:tranId', url: '/payment/failed/TRX-9' });
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Transaction ID: TRX-9')).toBeTruthy();
  });

  it("confirms the signed-in buyer's order paid at the gateway: its number, what was paid and its /track page", async () => {
    useAuthStore.setState({ token: 't', user: { _id: 'customer-1', name: 'Rahim', role: 'user' } });
    const order = anOrder({
      _id: 'order-abc123',
      transaction_id: 'TRX-2026-0042',
      paymentMethod: 'bkash',
      paymentStatus: 'paid',
      totalPrice: 990,
    });
    serveApi({ '/api/order/get-order-by-customerId/customer-1': { data: [anOrder(), order] } });
    renderAt(<PaymentSuccessPage />, { path: '/payment/success/:tranId', url: '/payment/success/TRX-2026-0042' });
    const panel = await screen.findByRole('region', { name: 'Thank you! Order #abc123 is placed' });
    expect(within(panel).getByText('Paid: Tk 990 by bKash. Nothing to pay when your parcel arrives.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Track order #abc123' }).getAttribute('href')).toBe(
      '/track?order=abc123',
    );
    expect(screen.getByText('Transaction ID: TRX-2026-0042')).toBeTruthy();
  });
});

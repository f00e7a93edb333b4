import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderAt } from '@/test/render';

import { PaymentFailedPage } from '../pages/payment-failed-page';
import { PaymentSuccessPage } from '../pages/payment-success-page';

describe('payment result pages', () => {
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
});

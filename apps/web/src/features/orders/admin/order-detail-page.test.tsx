import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Order } from '@dokan/domain';
import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { OrderDetailPage } from './order-detail-page';

const ORDER_ID = '00000000-0000-4000-8000-00000000a1b2';

function serveOrder(overrides: Partial<Order>) {
  const order = anOrder({ _id: ORDER_ID, ...overrides });
  const api = serveApi({
    [`/api/order/${ORDER_ID}`]: { data: order },
    [`/api/order/update-status/${ORDER_ID}`]: { data: order },
    [`/api/order/confirm-payment/${ORDER_ID}`]: { data: { ...order, paymentStatus: 'paid' } },
  });
  return { api };
}

const renderPage = () => renderAt(<OrderDetailPage />, { path: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` });

async function actions() {
  const panel = await screen.findByRole('region', { name: 'Status' });
  return within(panel)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

const signIn = (role: string) => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role } });

describe('OrderDetailPage', () => {
  beforeEach(() => signIn('admin'));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it.each([
    ['pending', ['Start processing', 'Cancel order']],
    ['processing', ['Mark as shipped', 'Cancel order']],
    ['shipped', ['Mark as delivered', 'Mark as returned (buyer refused)']],
    ['delivered', []],
    ['cancelled', []],
    ['returned', []],
  ] as const)('offers a %s cash order only the steps the state machine allows: %j', async (status, expected) => {
    serveOrder({ status, paymentMethod: 'cash', paymentStatus: 'unpaid' });
    renderPage();
    expect(await actions()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText('This order is finished: nothing more to do.')).toBeTruthy();
  });

  it('offers Confirm payment for a mobile-banking order not yet paid, and not once it is paid or cancelled', async () => {
    serveOrder({ status: 'pending', paymentMethod: 'mobile-banking', paymentStatus: 'pending' });
    const first = renderPage();
    expect(await actions()).toEqual(['Start processing', 'Confirm payment', 'Cancel order']);
    first.unmount();

    serveOrder({ status: 'pending', paymentMethod: 'mobile-banking', paymentStatus: 'paid' });
    const second = renderPage();
    expect(await actions()).not.toContain('Confirm payment');
    second.unmount();

    serveOrder({ status: 'cancelled', paymentMethod: 'mobile-banking', paymentStatus: 'unpaid' });
    renderPage();
    expect(await actions()).toEqual([]);
  });

  it("shows how a mobile-banking order was paid: the wallet and number it came from and the shopper's TrxID to check", async () => {
    serveOrder({
      paymentMethod: 'mobile-banking',
      paymentStatus: 'pending',
      mobileBankingProvider: 'rocket',
      paymentNumber: '01712345678',
      paymentReference: '8N7A6B5C4D',
    });
    renderPage();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Mobile banking')).toBeTruthy();
    expect(within(payment).getByText('01712345678')).toBeTruthy();
    expect(within(payment).getByText('Sent with').nextSibling?.textContent).toBe('Rocket');
    expect(within(payment).getByText('Their TrxID').nextSibling?.textContent).toBe('8N7A6B5C4D');
  });

  it('confirms the payment with PATCH /order/confirm-payment', async () => {
    const { api } = serveOrder({
      status: 'processing',
      paymentMethod: 'mobile-banking',
      paymentStatus: 'unpaid',
      mobileBankingProvider: 'bkash',
      paymentReference: '8N7A6B5C4D',
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Payment confirmed.')).toBeTruthy();
    expect(api.requested(`/api/order/confirm-payment/${ORDER_ID}`)).toHaveLength(1);
  });

  it('moves the order one step with PATCH /order/update-status', async () => {
    const { api } = serveOrder({ status: 'processing' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Order is now Shipped.')).toBeTruthy();
    expect(api.requested(`/api/order/update-status/${ORDER_ID}`)).toHaveLength(1);
  });

  it('cancels only after the confirmation, which warns that a paid order is refunded', async () => {
    const { api } = serveOrder({ status: 'pending', paymentMethod: 'ssl', paymentStatus: 'paid', totalPrice: 1310 });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order #00a1b2?' });
    expect(dialog.textContent).toContain('refunding Tk 1,310');
    expect(api.requested(`/api/order/update-status/${ORDER_ID}`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requested(`/api/order/update-status/${ORDER_ID}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requested(`/api/order/update-status/${ORDER_ID}`)).toHaveLength(1);
  });

  it("shows the server's refusal as a toast", async () => {
    serveApi({
      [`/api/order/${ORDER_ID}`]: { data: anOrder({ _id: ORDER_ID, status: 'processing' }) },
      [`/api/order/update-status/${ORDER_ID}`]: {
        status: 409,
        message: 'The order changed meanwhile. Please refresh.',
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('The order changed meanwhile. Please refresh.')).toBeTruthy();
  });

  it('lets an owner read the order without any action', async () => {
    signIn('owner');
    serveOrder({ status: 'pending', paymentMethod: 'mobile-banking', paymentStatus: 'pending' });
    renderPage();
    expect(await actions()).toEqual([]);
    expect(screen.getByText('Only an admin can change this order.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('downloads the invoice PDF for an admin', async () => {
    const api = serveApi({
      [`/api/order/${ORDER_ID}`]: { data: anOrder({ _id: ORDER_ID }) },
      [`/api/order/invoice/${ORDER_ID}`]: { data: null },
    });
    URL.createObjectURL = () => 'blob:invoice';
    URL.revokeObjectURL = () => {};
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(api.requested(`/api/order/invoice/${ORDER_ID}`)).toHaveLength(1));
    expect(screen.queryByText('The invoice could not be downloaded.')).toBeNull();
  });

  it('offers Retry when the order cannot be loaded', async () => {
    serveApi({ [`/api/order/${ORDER_ID}`]: { status: 500, message: 'Database unavailable' } });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

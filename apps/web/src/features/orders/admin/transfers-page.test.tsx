import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, type vi } from 'vitest';

import type { Order } from '@dokan/domain';
import { type Routes, serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { TransfersPage } from './transfers-page';

const ORDER_ID = '00000000-0000-4000-8000-00000000c3d4';
const transfer = anOrder({
  _id: ORDER_ID,
  paymentMethod: 'mobile-banking',
  paymentStatus: 'pending',
  mobileBankingProvider: 'nagad',
  paymentNumber: '01911222333',
  paymentReference: '71N5UXBX',
  totalPrice: 2460,
});

function serveQueue(orders: Order[] = [transfer], extra: Routes = {}) {
  const api = serveApi({
    '/api/order/mobile-banking-queue': {
      data: { count: orders.length, total: orders.length, page: 1, pages: 1, data: orders },
    },
    [`/api/order/confirm-payment/${ORDER_ID}`]: { data: { ...transfer, paymentStatus: 'paid' } },
    [`/api/order/reject-payment/${ORDER_ID}`]: { data: { ...transfer, status: 'cancelled', paymentStatus: 'unpaid' } },
    ...extra,
  });
  const bodies: unknown[] = [];
  const fetch = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
  const inner = fetch.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  fetch.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return inner(input, init);
  });
  return { ...api, bodies };
}

const renderPage = () => renderAt(<TransfersPage />, { path: '/admin/transfers', url: '/admin/transfers' });

describe('TransfersPage', () => {
  afterEach(() => toast.remove());

  it('shows each transfer with its wallet, sender, transaction id and the amount expected', async () => {
    serveQueue();
    renderPage();
    const id = await screen.findByText('71N5UXBX');
    const row = id.closest('tr')!;
    expect(within(row).getByText('Nagad')).toBeTruthy();
    expect(within(row).getByText('01911222333')).toBeTruthy();
    expect(within(row).getByText('Tk 2,460')).toBeTruthy();
  });

  it('says so when no transfer waits', async () => {
    serveQueue([]);
    renderPage();
    expect(
      await screen.findByText('No transfers waiting. Every mobile-banking payment has been checked.'),
    ).toBeTruthy();
  });

  it('offers Retry when the queue cannot be read', async () => {
    serveQueue([], { '/api/order/mobile-banking-queue': { status: 500, message: 'down' } });
    renderPage();
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('confirms a transfer with PATCH /order/confirm-payment', async () => {
    const api = serveQueue();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the payment of order #00c3d4' }));
    expect(await screen.findByText('Order #00c3d4 is paid')).toBeTruthy();
    expect(api.requested(`/api/order/confirm-payment/${ORDER_ID}`)).toHaveLength(1);
  });

  it('asks the wallet and transaction id from the statement when the shopper gave neither, and sends them', async () => {
    const unnamed = { ...transfer, mobileBankingProvider: null, paymentReference: null };
    const api = serveQueue([unnamed]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm the payment of order #00c3d4' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Which transfer paid order #00c3d4?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Choose the wallet and enter the transaction id')).toBeTruthy();
    expect(api.requested(`/api/order/confirm-payment/${ORDER_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'bKash' }));
    await user.type(within(dialog).getByLabelText('Transaction ID'), 't606255066');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order #00c3d4 is paid')).toBeTruthy();
    expect(api.bodies).toContainEqual({ mobileBankingProvider: 'bkash', paymentReference: 't606255066' });
  });

  it('rejects only with a reason, which it sends for the shopper', async () => {
    const api = serveQueue();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject the payment of order #00c3d4' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the shopper a reason')).toBeTruthy();
    expect(api.requested(`/api/order/reject-payment/${ORDER_ID}`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for the shopper'), 'Not in our statement');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The payment of order #00c3d4 was rejected and the shopper told')).toBeTruthy();
    expect(api.bodies).toContainEqual({ reason: 'Not in our statement' });
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { OrderDetailsDialog } from './order-details-dialog';

describe('OrderDetailsDialog', () => {
  it('shows the delivery fee sent first and what is left to pay on delivery (decision 041)', async () => {
    serveApi({});
    const order = anOrder({
      paymentMethod: 'cash',
      deliveryFee: 60,
      totalPrice: 1560,
      deliveryFeePrepaid: { amount: 60, paymentNumber: '01812345678', transactionId: 'BKX7Q2M9', confirmed: true },
    });
    renderAt(<OrderDetailsDialog order={order} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delivery fee paid first').nextElementSibling?.textContent).toMatch(/Tk\s60/);
    expect(within(dialog).getByText('To pay on delivery').nextElementSibling?.textContent).toMatch(/Tk\s1,500/);
  });

  it('says nothing of a prepaid fee on an ordinary order', async () => {
    serveApi({});
    renderAt(<OrderDetailsDialog order={anOrder({ paymentMethod: 'cash' })} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Delivery fee paid first')).toBeNull();
  });
});

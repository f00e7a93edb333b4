import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { DashboardPage } from './dashboard-page';

const ORDERS = '/api/order/get-order-by-customerId/customer-1';
const renderPage = () => renderAt(<DashboardPage />, { path: '/user', url: '/user' });

describe('DashboardPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'customer-1', name: 'Rahim', role: 'user' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it("counts orders, sums Total Spent without cancelled ones as '$' with two decimals, counts delivered", async () => {
    serveApi({
      [ORDERS]: {
        data: [
          anOrder({ totalPrice: 1310.5, status: 'delivered' }),
          anOrder({ totalPrice: 500, status: 'cancelled' }),
          anOrder({ totalPrice: 1000, status: 'pending' }),
        ],
      },
    });
    renderPage();
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(await screen.findByText('$2,310.50')).toBeTruthy();
    expect(figure('Total Orders')).toBe('3');
    expect(figure('Delivered Orders')).toBe('1');
  });

  it('lists the first 5 orders with #last6, date, total and status', async () => {
    const orders = Array.from({ length: 7 }, (_, i) =>
      anOrder({ _id: `order-${i}-abcde${i}`, totalPrice: 1000 + i, status: i === 0 ? 'shipped' : 'pending' }),
    );
    serveApi({ [ORDERS]: { data: orders } });
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('#abcde0')).toBeTruthy();
    expect(first.getByText('Nov 21, 2026')).toBeTruthy();
    expect(first.getByText('Tk 1,000')).toBeTruthy();
    expect(first.getByText('Shipped')).toBeTruthy();
    expect(screen.queryByText('#abcde6')).toBeNull();
  });

  it("says 'No orders yet.' when there are none", async () => {
    serveApi({ [ORDERS]: { data: [] } });
    renderPage();
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    expect(screen.getByText('$0.00')).toBeTruthy();
  });

  it('offers Retry when the orders cannot be loaded', async () => {
    serveApi({ [ORDERS]: { status: 500, message: 'Server error' } });
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

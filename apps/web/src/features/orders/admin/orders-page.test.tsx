import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Order } from '@dokan/domain';
import { serveApi } from '@/test/api';
import { anOrder, anOrderItem } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { OrdersPage } from './orders-page';

function serveOrders(orders: Order[] = [anOrder({ customerName: 'Karim' })], pages = 1) {
  return serveApi({
    '/api/order/get-all-orders': (url) => ({
      data: {
        count: orders.length,
        total: orders.length * pages,
        page: Number(url.searchParams.get('page') ?? 1),
        pages,
        data: orders,
      },
    }),
  });
}

const renderPage = (url = '/admin/orders') => renderAt(<OrdersPage />, { path: '/admin/orders', url });
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://shop.test');
const lastRequest = (api: ReturnType<typeof serveApi>) =>
  api.requested('/api/order/get-all-orders').at(-1)?.searchParams;

describe('OrdersPage', () => {
  it('reads its filters, sort and page from the URL and asks the server for them', async () => {
    const api = serveOrders();
    renderPage(
      '/admin/orders?status=shipped&paymentMethod=cash&from=2026-11-01&to=2026-11-21&sort=totalPrice&dir=asc&page=2',
    );
    await screen.findByText('Karim');
    const query = lastRequest(api);
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      limit: '20',
      status: 'shipped',
      paymentMethod: 'cash',
      from: '2026-11-01',
      to: '2026-11-21',
      sort: 'totalPrice',
      dir: 'asc',
    });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('shipped');
    expect((screen.getByLabelText('Method') as HTMLSelectElement).value).toBe('cash');
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it("counts an order's items as the shopper's order card does, one per line, and names mobile banking as such", async () => {
    serveOrders([
      anOrder({
        customerName: 'Karim',
        paymentMethod: 'mobile-banking',
        items: [anOrderItem({ quantity: 3 }), anOrderItem({ quantity: 1 })],
      }),
    ]);
    renderPage();
    const row = (await screen.findByText('Karim')).closest('tr')!;
    expect(within(row).getByText('2 items')).toBeTruthy();
    expect(within(row).getByText('Mobile banking')).toBeTruthy();
  });

  it('ignores values in the URL the server would refuse', async () => {
    const api = serveOrders();
    renderPage('/admin/orders?status=lost&from=yesterday&sort=name');
    await screen.findByText('Karim');
    expect(Object.fromEntries(lastRequest(api) ?? [])).toEqual({ page: '1', limit: '20' });
  });

  it('puts a chosen filter in the URL and goes back to page 1', async () => {
    const api = serveOrders();
    renderPage('/admin/orders?page=3');
    await screen.findByText('Karim');
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'unpaid');
    expect(location().searchParams.get('paymentStatus')).toBe('unpaid');
    expect(location().searchParams.has('page')).toBe(false);
    await waitFor(() => expect(lastRequest(api)?.get('paymentStatus')).toBe('unpaid'));
  });

  it('puts the search in the URL once typing pauses', async () => {
    const api = serveOrders();
    renderPage();
    await screen.findByText('Karim');
    await userEvent.type(screen.getByLabelText('Search orders'), 'a1b2c3');
    await waitFor(() => expect(location().searchParams.get('search')).toBe('a1b2c3'));
    await waitFor(() => expect(lastRequest(api)?.get('search')).toBe('a1b2c3'));
    // One request for the whole word, not one per key.
    expect(api.requested('/api/order/get-all-orders').filter((url) => url.searchParams.has('search'))).toHaveLength(1);
  });

  it('sorts by a header through the URL, newest or largest first', async () => {
    serveOrders();
    renderPage();
    await screen.findByText('Karim');
    await userEvent.click(screen.getByRole('button', { name: /Total/ }));
    expect(location().search).toBe('?sort=totalPrice&dir=desc');
    await userEvent.click(screen.getByRole('button', { name: /Total/ }));
    expect(location().search).toBe('?sort=totalPrice&dir=asc');
  });

  it('pages through the URL and clears every filter at once', async () => {
    serveOrders([anOrder({ customerName: 'Karim' })], 3);
    renderPage('/admin/orders?status=pending');
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location().searchParams.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
  });

  it('says when no order matches the filters', async () => {
    serveOrders([]);
    renderPage('/admin/orders?status=delivered');
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
  });
});

describe('OrdersPage bulk booking', () => {
  it('books the orders ticked with the courier chosen, shows each answer and offers labels for those booked', async () => {
    const first = anOrder({ customerName: 'Karim', status: 'processing' });
    const second = anOrder({ customerName: 'Rahima', status: 'processing' });
    const api = serveApi({
      '/api/order/get-all-orders': { data: { count: 2, total: 2, page: 1, pages: 1, data: [first, second] } },
      '/api/couriers': { data: ['steadfast', 'redx'] },
      '/api/couriers/book-many': {
        data: [
          {
            orderId: first._id,
            consignment: {
              courier: 'redx',
              consignmentId: '26A2JKQ9',
              trackingCode: '26A2JKQ9',
              trackingUrl: null,
              courierStatus: 'pickup-pending',
              codAmount: 1310,
              deliveryCharge: null,
              weightGrams: null,
              note: null,
              bookedAt: '2026-11-26T06:00:00.000Z',
            },
            error: null,
          },
          {
            orderId: second._id,
            consignment: null,
            error: 'RedX refused the parcel: it has no delivery area matching "Uttara, Dhaka"',
          },
        ],
      },
    });
    renderPage();
    await screen.findByText('Karim');
    expect(screen.queryByRole('button', { name: 'Book with courier' })).toBeNull();

    await userEvent.click(screen.getByLabelText(`Select order #${first._id.slice(-6)}`));
    expect(screen.getByText('1 order selected')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Select every order on this page'));
    expect(screen.getByText('2 orders selected')).toBeTruthy();
    await userEvent.selectOptions(await screen.findByLabelText('Courier'), 'redx');
    await userEvent.click(screen.getByRole('button', { name: 'Book with courier' }));

    await screen.findByText('1 of 2 orders booked');
    expect(screen.getByText('Booked with RedX: 26A2JKQ9')).toBeTruthy();
    expect(screen.getByText('RedX refused the parcel: it has no delivery area matching "Uttara, Dhaka"')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print label' })).toBeTruthy();
    const call = vi.mocked(fetch).mock.calls.find(([input]) => String(input).endsWith('/api/couriers/book-many'))!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ courier: 'redx', orderIds: [first._id, second._id] });
    expect(api.requested('/api/couriers/book-many')).toHaveLength(1);
    // The selection is spent: nothing is ticked any more.
    expect((screen.getByLabelText(`Select order #${first._id.slice(-6)}`) as HTMLInputElement).checked).toBe(false);
  });
});

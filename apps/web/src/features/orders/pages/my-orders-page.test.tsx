import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Order } from '@dokan/domain';
import { useAuthStore } from '@/lib/auth-store';
import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { type Routes, serveApi } from '@/test/api';
import { anOrder, anOrderItem } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { MyOrdersPage } from './my-orders-page';

/** Account and product ids are UUIDs, as the review rule checks. */
const CUSTOMER_ID = '00000000-0000-4000-8000-0000000000aa';
const ORDERS = `/api/order/get-order-by-customerId/${CUSTOMER_ID}`;

const pending = anOrder({
  _id: 'order-pen001',
  status: 'pending',
  paymentStatus: 'unpaid',
  paymentMethod: 'cash',
  totalPrice: 1310.4,
  deliveryFee: 60,
  createdAt: '2026-11-21T10:00:00.000Z',
  items: [
    anOrderItem({ productId: 'p-rice', productName: 'Miniket Rice', quantity: 2, subTotal: 1250.4, price: 625.2 }),
  ],
});
const paid = anOrder({
  _id: 'order-pai002',
  status: 'pending',
  paymentStatus: 'paid',
  paymentMethod: 'ssl',
  createdAt: '2026-11-10T10:00:00.000Z',
  items: [anOrderItem({ productName: 'Hilsa Fish' })],
});
const delivered = anOrder({
  _id: 'order-del003',
  status: 'delivered',
  paymentStatus: 'paid',
  paymentMethod: 'cash',
  createdAt: '2026-10-01T10:00:00.000Z',
  items: [anOrderItem({ productId: 'p-saree', productName: 'Jamdani Saree', image: null })],
});

function serve(orders: Order[] = [pending, paid, delivered], extra: Routes = {}) {
  return serveApi({ [ORDERS]: { data: orders }, ...extra });
}

const renderPage = (url = '/user/my-orders') => renderAt(<MyOrdersPage />, { path: '/user/my-orders', url });
const card = (shortId: string) => screen.getByRole('article', { name: shortId });

describe('MyOrdersPage', () => {
  beforeEach(() =>
    useAuthStore.setState({ token: 'token-1', user: { _id: CUSTOMER_ID, name: 'Rahim', role: 'user' } }),
  );
  afterEach(() => {
    useAuthStore.setState({ token: null, user: null });
    vi.restoreAllMocks();
  });

  it("shows the subtitle and three placeholder cards while loading, then 'No orders found' when empty", async () => {
    serve([]);
    const { container } = renderPage();
    expect(screen.getByText('Track and manage all your purchases')).toBeTruthy();
    expect(container.querySelectorAll('[aria-busy="true"] > .rounded-xl')).toHaveLength(3);
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it('shows each card: #last6, status and payment badges, whole-taka total, item count, date and items', async () => {
    serve();
    renderPage();
    await screen.findByRole('article', { name: '#pen001' });
    const first = within(card('#pen001'));
    expect(first.getByText('Pending')).toBeTruthy();
    expect(first.getByText('Pay on delivery')).toBeTruthy();
    expect(first.getByText('Tk 1,310')).toBeTruthy();
    expect(first.getByText('1 item')).toBeTruthy();
    expect(first.getByText('Ordered on Nov 21, 2026')).toBeTruthy();
    expect(first.getByText('Miniket Rice')).toBeTruthy();
    expect(first.getByText('Qty: 2')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    expect(first.queryByRole('button', { name: /^Review/ })).toBeNull();
    const done = within(card('#del003'));
    expect(done.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(done.getByRole('button', { name: 'Review Jamdani Saree' })).toBeTruthy();
  });

  it('shows a returned parcel under All with a red Returned badge, and says what happens to the money', async () => {
    const returnedPaid = anOrder({
      _id: 'order-ret004',
      status: 'returned',
      paymentStatus: 'paid',
      paymentMethod: 'bkash',
      items: [anOrderItem({ productName: 'Walton Fan' })],
    });
    const returnedCod = anOrder({
      _id: 'order-ret005',
      status: 'returned',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash',
    });
    serve([returnedPaid, returnedCod]);
    renderPage();
    await screen.findByRole('article', { name: '#ret004' });
    const paidBack = within(card('#ret004'));
    expect(paidBack.getByText('Returned').className).toContain('red');
    expect(paidBack.getByText(/The shop will refund your payment/)).toBeTruthy();
    expect(paidBack.getByRole('link', { name: 'Follow the refund' }).getAttribute('href')).toBe('/user/refund-request');
    expect(paidBack.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    const cod = within(card('#ret005'));
    expect(cod.getByText('This parcel came back to the shop. Nothing was charged for it.')).toBeTruthy();
    expect(cod.queryByRole('link', { name: 'Follow the refund' })).toBeNull();
  });

  it('filters by status tab and by search on order id or product name', async () => {
    serve();
    renderPage();
    await screen.findByRole('article', { name: '#pen001' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Delivered' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'hilsa');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'order-order-pai002',
    ]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'DEL003');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByText('No orders found')).toBeTruthy();
  });

  it('the Filter button opens a date range and a payment method that narrow the list', async () => {
    serve();
    renderPage();
    await screen.findByRole('article', { name: '#pen001' });
    const filter = screen.getByRole('button', { name: 'Filter' });
    await userEvent.click(filter);
    expect(filter.getAttribute('aria-expanded')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'ssl');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), '');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-05');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('View Details shows the order with rounded taka, the subtotal being total less delivery fee', async () => {
    serve();
    renderPage();
    await screen.findByRole('article', { name: '#pen001' });
    await userEvent.click(within(card('#pen001')).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Order Details #pen001')).toBeTruthy();
    expect(dialog.getByText('Cash on delivery')).toBeTruthy();
    expect(dialog.getByText('House 12, Road 5, Dhanmondi, Dhaka, Dhaka')).toBeTruthy();
    const sum = (label: string) => dialog.getByText(label).nextElementSibling?.textContent;
    expect(sum('Subtotal')).toBe('Tk 1,250');
    expect(sum('Shipping')).toBe('Tk 60');
    expect(sum('Total')).toBe('Tk 1,310');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("reads each line and the address in the page's language, as ordered: Bangla where the order kept it, else English (decisions 055, 057)", async () => {
    const ordered = anOrder({
      _id: 'order-ban004',
      items: [
        anOrderItem({
          productName: 'Cotton Panjabi',
          productNameBn: 'সুতি পাঞ্জাবি',
          color: 'navy',
          colorBn: 'নেভি ব্লু',
          size: '40',
          sizeBn: '৪০',
        }),
        anOrderItem({ productName: 'Old Lungi', productNameBn: null, color: 'green', colorBn: null }),
      ],
    });
    serve([ordered]);
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    try {
      renderPage();
      const bangla = within(await screen.findByRole('article', { name: '#ban004' }));
      expect(bangla.getByText('সুতি পাঞ্জাবি')).toBeTruthy();
      expect(bangla.getByText(/নেভি ব্লু · ৪০/)).toBeTruthy();
      expect(bangla.getByText('Old Lungi')).toBeTruthy();
      expect(bangla.getByText(/· green/)).toBeTruthy();
      expect(bangla.queryByText('Cotton Panjabi')).toBeNull();
      await userEvent.click(bangla.getByRole('button', { name: 'বিস্তারিত দেখুন' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(await dialog.findByText('House 12, Road 5, ধানমন্ডি, ঢাকা, ঢাকা')).toBeTruthy();
      expect(dialog.getByText('সুতি পাঞ্জাবি')).toBeTruthy();
      await userEvent.keyboard('{Escape}');

      await i18n.changeLanguage('en');
      const english = within(await screen.findByRole('article', { name: '#ban004' }));
      expect(await english.findByText('Cotton Panjabi')).toBeTruthy();
      expect(english.getByText(/navy · 40/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("cancels an unpaid order after the plain confirmation with 'Order #{last6} has been cancelled.'", async () => {
    let status: Order['status'] = 'pending';
    const api = serveApi({
      [ORDERS]: () => ({ data: [{ ...pending, status }] }),
      '/api/order/update-status/order-pen001': () => {
        status = 'cancelled';
        return { data: {} };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Are you sure you want to cancel order #pen001?')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order #pen001 has been cancelled.')).toBeTruthy();
    expect(await within(card('#pen001')).findByText('Cancelled')).toBeTruthy();
    const [request] = api.requested('/api/order/update-status/order-pen001');
    expect(request).toBeTruthy();
    const fetched = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('update-status'));
    expect(JSON.parse(String(fetched?.[1]?.body))).toEqual({ status: 'cancelled' });
  });

  it("says 'Failed to cancel order' when the server refuses", async () => {
    serve([pending], { '/api/order/update-status/order-pen001': { status: 409, message: 'Too late' } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Failed to cancel order')).toBeTruthy();
  });

  it('cancels a paid order through the refund request, checks the number, then explains the 48 hours', async () => {
    serve([paid], { '/api/refund/post': { data: {} } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order and Submit Refund Request' }));
    await userEvent.selectOptions(dialog.getByLabelText('Refund method'), 'nagad');
    await userEvent.type(dialog.getByLabelText('Refund number'), '0121234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order and request refund' }));
    expect(await dialog.findByText('Must be a valid Bangladeshi number (e.g. 01XXXXXXXXX)')).toBeTruthy();
    await userEvent.clear(dialog.getByLabelText('Refund number'));
    await userEvent.type(dialog.getByLabelText('Refund number'), '01712345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order and request refund' }));
    expect(await screen.findByText('Refund request submitted!')).toBeTruthy();
    expect(
      await screen.findByText(
        'Your order has been cancelled and refund request accepted. It may take up to 48 hours to get the refund. Thank you.',
      ),
    ).toBeTruthy();
    const sent = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/refund/post'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      orderId: 'order-pai002',
      refundMethod: 'nagad',
      refundNumber: '01712345678',
    });
  });

  it("shows the server's message when the refund request fails", async () => {
    serve([paid], { '/api/refund/post': { status: 409, message: 'Order already cancelled' } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText('Refund method'), 'bkash');
    await userEvent.type(dialog.getByLabelText('Refund number'), '01712345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order and request refund' }));
    expect(await screen.findByText('Order already cancelled')).toBeTruthy();
  });

  it("reviews a delivered item: submit disabled until stars and text, then 'Review submitted successfully'", async () => {
    serve([delivered], { '/api/products/p-saree/reviews': { data: {} } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Review Jamdani Saree' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Jamdani Saree' }));
    const submit = dialog.getByRole('button', { name: 'Submit Review' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(dialog.getByLabelText('4 stars'));
    await userEvent.type(dialog.getByLabelText('Your review'), '   ');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(dialog.getByLabelText('Your review'), 'Beautiful weave');
    await userEvent.click(submit);
    expect(await screen.findByText('Review submitted successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/reviews'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      review: { userId: CUSTOMER_ID, stars: 4, text: 'Beautiful weave' },
    });
  });

  it("says 'Failed to submit review' when the review is refused", async () => {
    serve([delivered], { '/api/products/p-saree/reviews': { status: 500, message: 'Nope' } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Review Jamdani Saree' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByLabelText('5 stars'));
    await userEvent.type(dialog.getByLabelText('Your review'), 'Lovely');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeTruthy();
  });

  it("Buy Again goes to /checkout with the order's items and the sum of their subTotal", async () => {
    serve([pending]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Again' }));
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/checkout');
    const state = JSON.parse(location.dataset.state ?? 'null') as {
      items: { productId: string; quantity: number }[];
      subtotal: number;
    };
    expect(state.items.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: 'p-rice', quantity: 2 },
    ]);
    expect(state.subtotal).toBeCloseTo(1250.4);
  });

  it('Download Invoice fetches the PDF with the bearer token and saves it as invoice-{orderId}.pdf', async () => {
    const api = serve([pending]);
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const original = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).includes('/order/invoice/') ? new Response(pdf) : original!(input, init),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await vi.waitFor(() => expect(clicked).toEqual(['invoice-order-pen001.pdf']));
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/order/invoice/order-pen001'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(api.requests.length).toBeGreaterThan(0);
  });

  describe('with ?placed=, where checkout lands', () => {
    it('opens on the confirmation: the number, the cash the courier collects, the messages to expect and /track', async () => {
      serve();
      renderPage('/user/my-orders?placed=order-pen001');
      const panel = await screen.findByRole('region', { name: 'Thank you! Order #pen001 is placed' });
      expect(within(panel).getByText('The courier collects Tk 1,310 in cash when your parcel arrives.')).toBeTruthy();
      expect(
        within(panel).getByText(
          /^The order's details went to rahim@example.com by e-mail\. You will get an SMS at 01712345678 when your parcel is on its way/,
        ),
      ).toBeTruthy();
      expect(within(panel).getByRole('link', { name: 'Track order #pen001' }).getAttribute('href')).toBe(
        '/track?order=pen001',
      );
      // It comes before the orders, and takes the focus so a screen reader starts there.
      expect(document.activeElement).toBe(panel);
      expect(screen.getByRole('article', { name: '#pen001' })).toBeTruthy();
    });

    it('says the shop checks a transfer by its TrxID, and an SMS goes to an order without an e-mail', async () => {
      const transfer = anOrder({
        _id: 'order-trx004',
        paymentMethod: 'mobile-banking',
        paymentStatus: 'pending',
        mobileBankingProvider: 'bkash',
        paymentReference: '8N7A6D5EE7',
        customerEmail: null,
        totalPrice: 2560,
      });
      serve([transfer, pending]);
      renderPage('/user/my-orders?placed=order-trx004');
      const panel = await screen.findByRole('region', { name: 'Thank you! Order #trx004 is placed' });
      expect(
        within(panel).getByText(
          'The shop checks your bKash transfer of Tk 2,560 (TrxID 8N7A6D5EE7), then confirms your order. If it cannot find the money, you get an SMS saying why.',
        ),
      ).toBeTruthy();
      expect(within(panel).getByText(/^The order's details went to 01712345678 by SMS\./)).toBeTruthy();
    });

    it("shows nothing for an id that is not one of the shopper's orders, and closes on request", async () => {
      serve();
      const { unmount } = renderPage('/user/my-orders?placed=order-someone-else');
      await screen.findByRole('article', { name: '#pen001' });
      expect(screen.queryByRole('region', { name: /is placed/ })).toBeNull();
      unmount();

      serve();
      renderPage('/user/my-orders?placed=order-pen001');
      await screen.findByRole('region', { name: 'Thank you! Order #pen001 is placed' });
      await userEvent.click(screen.getByRole('button', { name: 'Close the confirmation' }));
      expect(screen.queryByRole('region', { name: /is placed/ })).toBeNull();
      expect(screen.getByTestId('location').textContent).toBe('/user/my-orders');
    });

    it('says it in Bangla on a Bangla page, the amount in Bangla digits', async () => {
      addTexts('bn', bn);
      await i18n.changeLanguage('bn');
      try {
        serve([anOrder({ _id: 'order-bn0005', totalPrice: 2560 })]);
        renderPage('/user/my-orders?placed=order-bn0005');
        const panel = await screen.findByRole('region', { name: 'ধন্যবাদ! অর্ডার #bn0005 দেওয়া হয়েছে' });
        expect(within(panel).getByText('পার্সেল পৌঁছালে কুরিয়ার আপনার কাছ থেকে নগদ ৳২,৫৬০ নেবেন।')).toBeTruthy();
        expect(within(panel).getByRole('link', { name: 'অর্ডার #bn0005 ট্র্যাক করুন' })).toBeTruthy();
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Consignment, OrderParcel, OrderStatus } from '@dokan/domain';
import { useAuthStore } from '@/lib/auth-store';
import { addTexts, i18n } from '@/lib/i18n';
import bn from '@/locales/bn.json';
import { serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { CourierPanel } from './courier-panel';

const ORDER_ID = '00000000-0000-4000-8000-00000000c0c0';

/** Pathao's places as its lists spell them, and a processing order to Road 27, Dhanmondi, Dhaka. */
function servePathao() {
  return serveApi({
    [`/api/couriers/orders/${ORDER_ID}`]: {
      data: { consignment: null, couriers: ['steadfast', 'pathao'], codDue: 3060, sandboxSteps: [] },
    },
    '/api/couriers/pathao/cities': {
      data: [
        { id: 2, name: 'Chattogram' },
        { id: 1, name: 'Dhaka' },
      ],
    },
    '/api/couriers/pathao/cities/1/zones': {
      data: [
        { id: 68, name: 'Mirpur 10' },
        { id: 52, name: 'Dhanmondi' },
      ],
    },
    '/api/couriers/pathao/zones/52/areas': {
      data: [
        { id: 1001, name: 'Jigatola' },
        { id: 1002, name: 'Road 27' },
      ],
    },
    '/api/couriers/pathao/zones/68/areas': { data: [{ id: 1101, name: 'Kazipara' }] },
    [`/api/couriers/orders/${ORDER_ID}/book`]: {
      data: {
        courier: 'pathao',
        consignmentId: 'DA2611240001K',
        trackingCode: 'DA2611240001K',
        trackingUrl: null,
        courierStatus: 'pending',
        codAmount: 3060,
        deliveryCharge: 60,
        weightGrams: null,
        note: null,
        bookedAt: '2026-11-26T10:00:00.000Z',
      },
    },
  });
}

const order = anOrder({
  _id: ORDER_ID,
  status: 'processing',
  deliveryAddress: { division: 'Dhaka', district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'House 12, Road 27' },
});

/** The JSON body of the booking request sent. */
function bookingSent() {
  const calls = vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith('/book'));
  return JSON.parse(String(calls.at(-1)?.[1]?.body));
}

const selected = (label: string) => {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  return select.selectedOptions[0]?.textContent;
};

describe('CourierPanel with Pathao', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role: 'admin' } }));
  afterEach(() => useAuthStore.setState({ token: null, user: null }));

  it("prefills Pathao's city, zone and area from the shipping address and books with them", async () => {
    servePathao();
    const user = userEvent.setup();
    renderAt(<CourierPanel order={order} />);
    await user.click(await screen.findByRole('button', { name: 'Book with courier' }));
    expect(screen.queryByLabelText('Pathao city')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Courier'), 'pathao');
    await waitFor(() => expect(selected('Pathao area (optional)')).toBe('Road 27'));
    expect(selected('Pathao city')).toBe('Dhaka');
    expect(selected('Pathao zone')).toBe('Dhanmondi');
    expect(
      screen.getByText('Chosen from the shipping address (Dhanmondi, Dhaka). Check them before booking.'),
    ).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Pathao zone'), 'Mirpur 10');
    await waitFor(() => expect(selected('Pathao area (optional)')).toBe('Choose…'));
    await user.selectOptions(screen.getByLabelText('Pathao area (optional)'), 'Kazipara');
    await user.click(screen.getByRole('button', { name: 'Book parcel' }));
    await waitFor(() => expect(bookingSent()).toMatchObject({ courier: 'pathao', codAmount: 3060 }));
    expect(bookingSent().pathaoLocation).toEqual({ cityId: 1, zoneId: 68, areaId: 1101 });
  });

  it('asks the admin to choose when the address matches none of Pathao’s places', async () => {
    servePathao();
    const user = userEvent.setup();
    renderAt(
      <CourierPanel
        order={{
          ...order,
          deliveryAddress: {
            division: 'Rangpur',
            district: 'Kurigram',
            city: 'Ulipur',
            addressDetails: 'Station Road',
          },
        }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Book with courier' }));
    await user.selectOptions(screen.getByLabelText('Courier'), 'pathao');
    expect(
      await screen.findByText(
        'Pathao’s places did not match the shipping address (Ulipur, Kurigram). Please choose them.',
      ),
    ).toBeTruthy();
    expect(selected('Pathao city')).toBe('Choose…');
  });
});

/** A parcel as the courier panel reads it: booked with `courier`, Tk 3,060 to collect. */
function aConsignment(overrides: Partial<Consignment> = {}): Consignment {
  return {
    courier: 'steadfast',
    consignmentId: '1424107',
    trackingCode: '15BAEB8A',
    trackingUrl: null,
    courierStatus: 'in_review',
    codAmount: 3060,
    deliveryCharge: 60,
    weightGrams: null,
    note: null,
    bookedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

function serveParcel(parcel: Partial<OrderParcel>, more: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    [`/api/couriers/orders/${ORDER_ID}`]: {
      data: { consignment: null, couriers: ['steadfast'], codDue: 3060, sandboxSteps: [], ...parcel },
    },
    ...more,
  });
}

const inState = (status: OrderStatus) => ({ ...order, status });

describe('CourierPanel says what is true of the order', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role: 'admin' } }));
  afterEach(async () => {
    useAuthStore.setState({ token: null, user: null });
    await i18n.changeLanguage('en');
  });

  it.each([
    ['pending', 'A parcel can be booked once the order is processing.'],
    ['shipped', 'Shipped without a parcel booked here: update its status by hand as it goes.'],
    ['delivered', 'Delivered, without a parcel booked here.'],
    ['returned', 'Came back to the shop, without a parcel booked here.'],
    ['cancelled', 'The order is cancelled: there is no parcel to book.'],
  ] as const)('without a parcel, when %s', async (status, words) => {
    serveParcel({});
    renderAt(<CourierPanel order={inState(status)} />);
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book with courier' })).toBeNull();
  });

  it('offers the booking of a processing order, or says no courier is set up', async () => {
    serveParcel({ couriers: [] });
    renderAt(<CourierPanel order={inState('processing')} />);
    expect(await screen.findByText('No courier is set up for this shop.')).toBeTruthy();
  });

  it.each([
    ['processing', 'Booked: waiting for Steadfast to pick the parcel up.'],
    ['shipped', 'On its way with Steadfast.'],
    ['delivered', 'Delivered by Steadfast, who collected Tk 3,060.'],
    ['returned', 'Steadfast brought the parcel back; its goods are in stock again.'],
    ['cancelled', 'The order was cancelled after booking: cancel the parcel with Steadfast too.'],
  ] as const)('with its parcel, when %s', async (status, words) => {
    serveParcel({ consignment: aConsignment() });
    renderAt(<CourierPanel order={inState(status)} />);
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.getByText('15BAEB8A')).toBeTruthy();
    expect(screen.queryByText('A parcel can be booked once the order is processing.')).toBeNull();
  });

  it('in Bangla too', async () => {
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    serveParcel({});
    renderAt(<CourierPanel order={inState('delivered')} />);
    expect(await screen.findByText('পৌঁছে গেছে, এখান থেকে কোনো পার্সেল বুক করা ছাড়াই।')).toBeTruthy();
  });
});

describe('CourierPanel with the sandbox courier', () => {
  beforeEach(() => useAuthStore.setState({ token: 't', user: { _id: 'a1', name: 'Admin', role: 'admin' } }));
  afterEach(async () => {
    useAuthStore.setState({ token: null, user: null });
    await i18n.changeLanguage('en');
  });

  const sandboxParcel = (courierStatus: string) =>
    aConsignment({ courier: 'sandbox', consignmentId: 'SBX123456789', trackingCode: 'A1B2C3D4E5', courierStatus });

  it('says it stands in for a real courier, and books with it', async () => {
    serveParcel(
      { couriers: ['sandbox'] },
      {
        [`/api/couriers/orders/${ORDER_ID}/book`]: { data: sandboxParcel('booked') },
      },
    );
    const user = userEvent.setup();
    renderAt(<CourierPanel order={order} />);
    expect(
      await screen.findByText(
        'On this computer the sandbox courier stands in for a real one: no parcel goes anywhere.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book with courier' }));
    expect(selected('Courier')).toBe('Sandbox courier');
    await user.click(screen.getByRole('button', { name: 'Book parcel' }));
    await waitFor(() => expect(bookingSent()).toMatchObject({ courier: 'sandbox', codAmount: 3060 }));
  });

  it('moves its parcel a step with a button, and shows the steps left', async () => {
    let steps: OrderParcel['sandboxSteps'] = ['in-transit', 'delivered', 'returned'];
    const api = serveApi({
      [`/api/couriers/orders/${ORDER_ID}`]: () => ({
        data: { consignment: sandboxParcel('picked-up'), couriers: ['sandbox'], codDue: 3060, sandboxSteps: steps },
      }),
      '/api/couriers/sandbox/parcels/SBX123456789': () => {
        steps = [];
        return {
          data: { consignment: sandboxParcel('delivered'), couriers: ['sandbox'], codDue: 3060, sandboxSteps: [] },
        };
      },
    });
    const user = userEvent.setup();
    renderAt(<CourierPanel order={inState('shipped')} />);
    const sandbox = await screen.findByRole('region', { name: 'Move the parcel as the courier' });
    expect(screen.getByText('Picked up')).toBeTruthy();
    await user.click(within(sandbox).getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(api.requested('/api/couriers/sandbox/parcels/SBX123456789')).toHaveLength(1));
    const sent = vi.mocked(fetch).mock.calls.find(([input]) => String(input).includes('/sandbox/parcels/'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ step: 'delivered' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Move the parcel as the courier' })).toBeNull());
    expect(await screen.findByText('The sandbox courier says: Delivered.')).toBeTruthy();
  });

  it('takes the parcel of an order cancelled after booking no further', async () => {
    serveParcel({ consignment: sandboxParcel('booked'), couriers: ['sandbox'], sandboxSteps: [] });
    renderAt(<CourierPanel order={inState('cancelled')} />);
    expect(
      await screen.findByText(
        'The order was cancelled after booking: the sandbox courier takes the parcel no further.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Move the parcel as the courier' })).toBeNull();
  });

  it('names the sandbox courier and its statuses in Bangla', async () => {
    addTexts('bn', bn);
    await i18n.changeLanguage('bn');
    serveParcel({ consignment: sandboxParcel('booked'), couriers: ['sandbox'], sandboxSteps: ['picked-up'] });
    renderAt(<CourierPanel order={order} />);
    expect(await screen.findByText('বুক হয়েছে: স্যান্ডবক্স কুরিয়ার পার্সেলটি নিতে আসার অপেক্ষায়।')).toBeTruthy();
    expect(screen.getByText('বুক হয়েছে')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পার্সেল নিয়েছে' })).toBeTruthy();
  });
});

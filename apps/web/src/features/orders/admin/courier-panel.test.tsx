import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/lib/auth-store';
import { serveApi } from '@/test/api';
import { anOrder } from '@/test/fixtures';
import { renderAt } from '@/test/render';

import { CourierPanel } from './courier-panel';

const ORDER_ID = '00000000-0000-4000-8000-00000000c0c0';

/** Pathao's places as its lists spell them, and a processing order to Road 27, Dhanmondi, Dhaka. */
function servePathao() {
  return serveApi({
    [`/api/couriers/orders/${ORDER_ID}`]: {
      data: { consignment: null, couriers: ['steadfast', 'pathao'], codDue: 3060 },
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

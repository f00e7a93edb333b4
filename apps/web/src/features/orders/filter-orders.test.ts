import { describe, expect, it } from 'vitest';

import { anOrder, anOrderItem } from '@/test/fixtures';

import { filterOrders, NO_FILTERS } from './filter-orders';

const rice = anOrder({
  _id: 'order-aaa111',
  status: 'pending',
  paymentMethod: 'cash',
  createdAt: '2026-11-01T06:00:00Z',
});
const saree = anOrder({
  _id: 'order-bbb222',
  status: 'delivered',
  paymentMethod: 'ssl',
  createdAt: '2026-11-15T06:00:00Z',
  items: [anOrderItem({ productName: 'Jamdani Saree' })],
});
const all = [rice, saree];

describe('filterOrders', () => {
  it('keeps every order with no filter', () => {
    expect(filterOrders(all, NO_FILTERS)).toEqual(all);
  });

  it('combines the status tab with a case-insensitive search on order id or product name', () => {
    expect(filterOrders(all, { ...NO_FILTERS, search: 'jamdani' })).toEqual([saree]);
    expect(filterOrders(all, { ...NO_FILTERS, search: 'AAA111' })).toEqual([rice]);
    expect(filterOrders(all, { ...NO_FILTERS, tab: 'pending', search: 'jamdani' })).toEqual([]);
    expect(filterOrders(all, { ...NO_FILTERS, tab: 'delivered' })).toEqual([saree]);
  });

  it('keeps orders placed within the inclusive date range and with the chosen payment method', () => {
    expect(filterOrders(all, { ...NO_FILTERS, from: '2026-11-10' })).toEqual([saree]);
    expect(filterOrders(all, { ...NO_FILTERS, to: '2026-11-01' })).toEqual([rice]);
    expect(filterOrders(all, { ...NO_FILTERS, paymentMethod: 'ssl' })).toEqual([saree]);
  });
});

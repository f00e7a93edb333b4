import { describe, expect, it } from 'vitest';

import {
  deliveryFiguresView,
  DeliveryReportQuerySchema,
  monthsBetween,
  NO_DELIVERIES,
  shopMonth,
  totalDeliveryFigures,
} from './delivery-report.ts';

describe('deliveries report', () => {
  it('lists every month of a range, across a new year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04', '2026-03')).toEqual([]);
  });

  it('reads the month in Dhaka: 19:00 UTC on the last day is already the next month there', () => {
    expect(shopMonth(new Date('2026-01-31T17:59:00Z'))).toBe('2026-01');
    expect(shopMonth(new Date('2026-01-31T18:00:00Z'))).toBe('2026-02');
    expect(shopMonth(new Date('2026-02-10T00:00:00Z'), 5)).toBe('2025-09');
  });

  it('takes months as YYYY-MM, in order, at most 24 of them', () => {
    expect(DeliveryReportQuerySchema.safeParse({ from: '2026-01', to: '2026-03' }).success).toBe(true);
    const messages = (query: unknown) =>
      DeliveryReportQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message);
    expect(messages({ from: '2026-13', to: '2026-03' })).toEqual(['from must be a month (YYYY-MM)']);
    expect(messages({ from: '2026-04', to: '2026-03' })).toEqual(['from must not be after to']);
    expect(messages({ from: '2024-01', to: '2026-01' })).toEqual(['A report covers at most 24 months']);
    expect(messages({ from: '2024-02', to: '2026-01' })).toBeUndefined();
  });

  it('adds rows up and shows taka with the return rate', () => {
    const a = {
      ...NO_DELIVERIES,
      booked: 3,
      delivered: 2,
      returned: 1,
      deliveryChargesPoisha: 18_000,
      codCollectedPoisha: 250_050,
    };
    const b = { ...NO_DELIVERIES, booked: 2, delivered: 1, awaitingCharge: 1, deliveryChargesPoisha: 6_000 };
    const total = totalDeliveryFigures([a, b]);
    expect(total).toEqual({
      booked: 5,
      delivered: 3,
      returned: 1,
      awaitingCharge: 1,
      deliveryChargesPoisha: 24_000,
      codCollectedPoisha: 250_050,
    });
    expect(deliveryFiguresView(total)).toEqual({
      booked: 5,
      delivered: 3,
      returned: 1,
      returnRate: 0.25,
      awaitingCharge: 1,
      deliveryCharges: 240,
      codCollected: 2500.5,
    });
    expect(deliveryFiguresView(totalDeliveryFigures([])).returnRate).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import type { DeliveryReport } from '@dokan/domain';

import { deliveriesCsv, deliveryTables } from './deliveries-tables';

const figures = (booked: number, delivered: number, returned: number, charges: number, cod: number) => ({
  booked,
  delivered,
  returned,
  returnRate: delivered + returned ? returned / (delivered + returned) : null,
  awaitingCharge: booked - delivered - returned,
  deliveryCharges: charges,
  codCollected: cod,
});

const report: DeliveryReport = {
  from: '2026-10',
  to: '2026-11',
  months: [
    {
      month: '2026-10',
      couriers: [{ courier: 'steadfast', ...figures(2, 1, 1, 170, 3060) }],
      totals: figures(2, 1, 1, 170, 3060),
    },
    {
      month: '2026-11',
      couriers: [
        { courier: 'steadfast', ...figures(1, 1, 0, 110, 1500.5) },
        { courier: 'pathao', ...figures(3, 1, 2, 240, 800) },
      ],
      totals: figures(4, 2, 2, 350, 2300.5),
    },
  ],
  couriers: [
    { courier: 'steadfast', ...figures(3, 2, 1, 280, 4560.5) },
    { courier: 'pathao', ...figures(3, 1, 2, 240, 800) },
  ],
  totals: figures(6, 3, 3, 520, 5360.5),
};

const labels = {
  courier: 'Courier',
  month: 'Month',
  booked: 'Booked',
  delivered: 'Delivered',
  returned: 'Returned',
  returnRate: 'Return rate (%)',
  deliveryCharges: 'Delivery charges (Tk)',
  codCollected: 'COD collected (Tk)',
  awaitingCharge: 'Awaiting charge',
  couriers: { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX', sandbox: 'Sandbox courier' },
  allCouriers: 'All couriers, together',
  total: 'Total',
};

describe('the deliveries tables', () => {
  it('gives each courier its months with parcels and its total, then all couriers; empty months are left out', () => {
    const withEmpty = {
      ...report,
      months: [{ month: '2026-09', couriers: [], totals: figures(0, 0, 0, 0, 0) }, ...report.months],
    };
    const tables = deliveryTables(withEmpty);
    expect(tables.map((table) => table.courier)).toEqual(['steadfast', 'pathao', null]);
    expect(tables[1]!.rows.map((row) => [row.month, row.figures.booked, row.figures.returnRate])).toEqual([
      ['2026-11', 3, 2 / 3],
      [null, 3, 2 / 3],
    ]);
    expect(tables[2]!.rows.map((row) => row.month)).toEqual(['2026-10', '2026-11', null]);
    expect(tables[2]!.rows.at(-1)!.figures).toEqual(report.totals);
  });

  it('writes the same rows as CSV: plain numbers, quoted where a comma is, CRLF lines', () => {
    const csv = deliveriesCsv(deliveryTables(report), labels);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Courier,Month,Booked,Delivered,Returned,Return rate (%),Delivery charges (Tk),COD collected (Tk),Awaiting charge',
    );
    expect(lines.slice(1, 4)).toEqual([
      'Steadfast,2026-10,2,1,1,50.0,170.00,3060.00,0',
      'Steadfast,2026-11,1,1,0,0.0,110.00,1500.50,0',
      'Steadfast,Total,3,2,1,33.3,280.00,4560.50,0',
    ]);
    expect(lines[4]).toBe('Pathao,2026-11,3,1,2,66.7,240.00,800.00,0');
    expect(lines[8]).toBe('"All couriers, together",Total,6,3,3,50.0,520.00,5360.50,0');
    expect(lines).toHaveLength(10);
    expect(lines.at(-1)).toBe('');
  });
});

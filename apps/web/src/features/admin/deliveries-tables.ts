/**
 * The deliveries report as the screen and its CSV show it: one table per courier (its months, then
 * its total), and one for all couriers together; the CSV is the same rows, one after the other.
 */
import type { Courier, DeliveryFiguresView, DeliveryReport } from '@dokan/domain';

export interface DeliveryTableRow {
  /** 'YYYY-MM', or null for the table's total. */
  month: string | null;
  figures: DeliveryFiguresView;
}

export interface DeliveryTable {
  /** A courier, or null for all couriers together. */
  courier: Courier | null;
  rows: DeliveryTableRow[];
}

/**
 * A table per courier that had parcels in the range, then all couriers together: each the months in
 * which parcels were booked, oldest first, and its total. Months without parcels are left out (two
 * years of empty rows would bury the others on a phone).
 */
export function deliveryTables(report: DeliveryReport): DeliveryTable[] {
  const perCourier = report.couriers.map(({ courier, ...total }) => ({
    courier,
    rows: [
      ...report.months.flatMap((month) => {
        const found = month.couriers.find((row) => row.courier === courier);
        if (!found) return [];
        const { courier: _courier, ...figures } = found;
        return [{ month: month.month, figures }];
      }),
      { month: null, figures: total },
    ],
  }));
  const all = {
    courier: null,
    rows: [
      ...report.months
        .filter((month) => month.totals.booked > 0)
        .map((month) => ({ month: month.month, figures: month.totals })),
      { month: null, figures: report.totals },
    ],
  };
  return [...perCourier, all];
}

/** The CSV's words, in the page's language. */
export interface DeliveryCsvLabels {
  courier: string;
  month: string;
  booked: string;
  delivered: string;
  returned: string;
  returnRate: string;
  deliveryCharges: string;
  codCollected: string;
  awaitingCharge: string;
  /** Each courier's name as the page shows it. */
  couriers: Record<Courier, string>;
  allCouriers: string;
  total: string;
}

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The tables as CSV: months as 'YYYY-MM', money in taka with two decimals and the return rate in
 * percent with one (plain numbers a spreadsheet adds up), lines ended by CRLF.
 */
export function deliveriesCsv(tables: readonly DeliveryTable[], labels: DeliveryCsvLabels): string {
  const header = [
    labels.courier,
    labels.month,
    labels.booked,
    labels.delivered,
    labels.returned,
    labels.returnRate,
    labels.deliveryCharges,
    labels.codCollected,
    labels.awaitingCharge,
  ];
  const lines = tables.flatMap((table) =>
    table.rows.map(({ month, figures }) => [
      table.courier ? labels.couriers[table.courier] : labels.allCouriers,
      month ?? labels.total,
      figures.booked,
      figures.delivered,
      figures.returned,
      figures.returnRate === null ? '' : (figures.returnRate * 100).toFixed(1),
      figures.deliveryCharges.toFixed(2),
      figures.codCollected.toFixed(2),
      figures.awaitingCharge,
    ]),
  );
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

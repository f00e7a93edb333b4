/**
 * The deliveries report (docs/decisions/042): per month and courier, the parcels booked that month,
 * how many of them were delivered and returned, what the couriers charged for them and the cash they
 * collected. Months are months in Asia/Dhaka; money on the wire is taka.
 */
import { z } from 'zod';

import { COURIERS } from '../couriers.ts';
import { poishaToTaka } from '../money.ts';
import { returnRate } from '../returns.ts';

/** The longest range one report covers: two years of months. */
export const DELIVERY_REPORT_MAX_MONTHS = 24;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthParam = (name: string) =>
  z
    .string({ message: `${name} must be a month (YYYY-MM)` })
    .trim()
    .regex(MONTH_PATTERN, `${name} must be a month (YYYY-MM)`);

/** Every month from `from` to `to` ('YYYY-MM'), both included; empty when `from` is after `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = to.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The month ('YYYY-MM') a moment falls in, in Asia/Dhaka (UTC+6 all year), `back` months earlier. */
export function shopMonth(at: Date, back = 0): string {
  const dhaka = new Date(at.getTime() + 6 * 60 * 60 * 1000);
  const first = new Date(Date.UTC(dhaka.getUTCFullYear(), dhaka.getUTCMonth() - back, 1));
  return first.toISOString().slice(0, 7);
}

const bothMonths = (q: { from: string; to: string }) => MONTH_PATTERN.test(q.from) && MONTH_PATTERN.test(q.to);

/** GET /couriers/deliveries-report?from=YYYY-MM&to=YYYY-MM (months in Asia/Dhaka, both included). */
export const DeliveryReportQuerySchema = z
  .object({ from: monthParam('from'), to: monthParam('to') })
  // Ranges are compared only between two valid months, so a bad one is told once.
  .refine((q) => !bothMonths(q) || q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => !bothMonths(q) || monthsBetween(q.from, q.to).length <= DELIVERY_REPORT_MAX_MONTHS, {
    message: `A report covers at most ${DELIVERY_REPORT_MAX_MONTHS} months`,
    path: ['to'],
  });
export type DeliveryReportQuery = z.input<typeof DeliveryReportQuerySchema>;

/** What the server counts, in poisha. */
export interface DeliveryFigures {
  booked: number;
  delivered: number;
  returned: number;
  /** Parcels whose courier has not said yet what it charges. */
  awaitingCharge: number;
  deliveryChargesPoisha: number;
  codCollectedPoisha: number;
}

export const NO_DELIVERIES: DeliveryFigures = {
  booked: 0,
  delivered: 0,
  returned: 0,
  awaitingCharge: 0,
  deliveryChargesPoisha: 0,
  codCollectedPoisha: 0,
};

/** The sum of several rows' figures (a month's couriers, a courier's months, the whole range). */
export function totalDeliveryFigures(rows: readonly DeliveryFigures[]): DeliveryFigures {
  return rows.reduce<DeliveryFigures>(
    (sum, row) => ({
      booked: sum.booked + row.booked,
      delivered: sum.delivered + row.delivered,
      returned: sum.returned + row.returned,
      awaitingCharge: sum.awaitingCharge + row.awaitingCharge,
      deliveryChargesPoisha: sum.deliveryChargesPoisha + row.deliveryChargesPoisha,
      codCollectedPoisha: sum.codCollectedPoisha + row.codCollectedPoisha,
    }),
    NO_DELIVERIES,
  );
}

export const DeliveryFiguresSchema = z.object({
  booked: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  /** returned / (delivered + returned); null when none ended. */
  returnRate: z.number().nullable(),
  awaitingCharge: z.number().int(),
  /** Taka the couriers charged for these parcels (those that said). */
  deliveryCharges: z.number(),
  /** Taka collected on delivery by the courier (delivered parcels' cash on delivery). */
  codCollected: z.number(),
});
export type DeliveryFiguresView = z.infer<typeof DeliveryFiguresSchema>;

/** The wire's shape of a row of figures: taka, and the return rate beside the counts. */
export function deliveryFiguresView(figures: DeliveryFigures): DeliveryFiguresView {
  return {
    booked: figures.booked,
    delivered: figures.delivered,
    returned: figures.returned,
    returnRate: returnRate(figures),
    awaitingCharge: figures.awaitingCharge,
    deliveryCharges: poishaToTaka(figures.deliveryChargesPoisha),
    codCollected: poishaToTaka(figures.codCollectedPoisha),
  };
}

export const DeliveryReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month of the range, oldest first; a month's couriers are those with parcels booked in it. */
  months: z.array(
    z.object({
      month: z.string(),
      couriers: z.array(DeliveryFiguresSchema.extend({ courier: z.enum(COURIERS) })),
      totals: DeliveryFiguresSchema,
    }),
  ),
  /** Each courier over the whole range, and everything together. */
  couriers: z.array(DeliveryFiguresSchema.extend({ courier: z.enum(COURIERS) })),
  totals: DeliveryFiguresSchema,
});
export type DeliveryReport = z.infer<typeof DeliveryReportSchema>;

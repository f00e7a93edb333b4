/**
 * GET /couriers/deliveries-report (admin): per month and courier, the parcels booked that month and
 * how they ended, what the couriers charged and the cash they collected (docs/decisions/042). Every
 * month of the range is present, a courier only where it had parcels.
 */
import { COURIERS, deliveryFiguresView, type DeliveryReport, monthsBetween, totalDeliveryFigures } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { deliveriesByMonth } from './delivery-report.repository.ts';

export function createDeliveryReport(db: Database) {
  return async function deliveryReport(from: string, to: string): Promise<DeliveryReport> {
    const rows = await deliveriesByMonth(db, from, to);
    const months = monthsBetween(from, to).map((month) => {
      const couriers = rows.filter((row) => row.month === month);
      return {
        month,
        couriers: couriers.map((row) => ({ courier: row.courier, ...deliveryFiguresView(row) })),
        totals: deliveryFiguresView(totalDeliveryFigures(couriers)),
      };
    });
    const couriers = COURIERS.flatMap((courier) => {
      const ofCourier = rows.filter((row) => row.courier === courier);
      return ofCourier.length ? [{ courier, ...deliveryFiguresView(totalDeliveryFigures(ofCourier)) }] : [];
    });
    return { from, to, months, couriers, totals: deliveryFiguresView(totalDeliveryFigures(rows)) };
  };
}

export type DeliveryReportService = ReturnType<typeof createDeliveryReport>;

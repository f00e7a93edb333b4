/**
 * The demo month's parcels and timelines: each order the shop confirmed has its "processing" step;
 * each one that left was booked with Steadfast, Pathao or RedX and followed as their webhooks
 * report: picked up, on its way, out for delivery, then delivered (the cash collected) or, for some
 * cash orders, refused at the door and brought back (the stock on the shelf again). They are rows of
 * the tables the real flow writes (`consignments`, `order_events`), so the timelines, the
 * dashboard's returns and return rate and the deliveries report read them as they read real parcels
 * (decision 060). Drawn from a generator of their own, so the orders come out as they did before.
 */
import { type Courier, COURIER_NAMES, type OrderEventKind, type OrderEventSource } from '@dokan/domain';

import type { consignments, orderEvents, orders } from '../db/schema.ts';
import { createRandom, type Random } from './random.ts';

type OrderRow = typeof orders.$inferInsert;
type ConsignmentRow = typeof consignments.$inferInsert;
type EventRow = typeof orderEvents.$inferInsert;

export interface DemoParcels {
  consignments: ConsignmentRow[];
  orderEvents: EventRow[];
}

const SEED = 20_240_418;
const HOUR_MS = 3_600_000;
/**
 * One in four of the cash parcels that could come back does: about one parcel in eight of all that
 * ended, a usual share for a Bangladeshi shop selling on cash on delivery.
 */
const RETURNED_EVERY = 4;
const COURIERS_USED: readonly Courier[] = ['steadfast', 'steadfast', 'pathao', 'redx'];

/** Each courier's words for a parcel on its way, delivered and brought back (as their webhooks and polls say them). */
const COURIER_STATUS: Record<Exclude<Courier, 'sandbox'>, Record<'shipped' | 'delivered' | 'returned', string>> = {
  steadfast: { shipped: 'pending', delivered: 'delivered', returned: 'cancelled' },
  pathao: { shipped: 'in-transit', delivered: 'delivered', returned: 'returned' },
  redx: { shipped: 'ready-for-delivery', delivered: 'delivered', returned: 'returned' },
};

/** Taka each charges a parcel: inside Dhaka, elsewhere. */
const CHARGE_TAKA: Record<Exclude<Courier, 'sandbox'>, [number, number]> = {
  steadfast: [60, 110],
  pathao: [60, 110],
  redx: [60, 100],
};

const ALPHANUMERIC = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const code = (random: Random, length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[random.int(0, ALPHANUMERIC.length - 1)]).join('');

/** A consignment id as each courier writes its own: Steadfast's number, Pathao's dated code, RedX's tracking id. */
function consignmentIdOf(random: Random, courier: Exclude<Courier, 'sandbox'>, bookedAt: Date): string {
  if (courier === 'steadfast') return String(random.int(100_000_000, 199_999_999));
  if (courier === 'pathao') {
    const day = bookedAt.toISOString().slice(2, 10).replaceAll('-', '');
    return `DA${day}${String(random.int(1, 9999)).padStart(4, '0')}${code(random, 1)}`;
  }
  return `${String(bookedAt.getUTCFullYear()).slice(2)}A${code(random, 9)}`;
}

/** The steps an order took after it was placed, each a few hours after the one before. */
interface Step {
  kind: OrderEventKind;
  source: OrderEventSource;
  /** Hours after the previous step, before the whole is fitted into the order's age. */
  hours: number;
}

function stepsOf(random: Random, order: OrderRow): Step[] {
  const shop = (kind: OrderEventKind, hours: number): Step => ({ kind, source: 'admin', hours });
  const courier = (kind: OrderEventKind, hours: number): Step => ({ kind, source: 'courier-webhook', hours });
  const steps: Step[] = [];
  if (order.paymentMethod === 'ssl') steps.push({ kind: 'paid', source: 'payment', hours: 0.02 });
  if (order.status === 'cancelled') return [shop('cancelled', random.int(2, 30))];
  if (order.status === 'pending') return steps;
  // A transfer the shop confirmed from its statement before it started on the order.
  if (order.paymentMethod === 'mobile-banking') steps.push(shop('paid', random.int(1, 6)));
  steps.push(shop('processing', random.int(1, 8)));
  if (order.status === 'processing') return steps;
  steps.push(shop('booked', random.int(1, 10)), courier('shipped', random.int(3, 18)));
  steps.push(courier('in-transit', random.int(4, 20)));
  if (order.status === 'shipped') return steps;
  steps.push(courier('out-for-delivery', random.int(6, 30)));
  if (order.status === 'returned') return [...steps, courier('returned', random.int(24, 72))];
  steps.push(courier('delivered', random.int(1, 8)));
  if (order.paymentMethod === 'cash') steps.push(courier('paid', 0));
  return steps;
}

/**
 * Gives the planned orders their timelines and parcels, turning some delivered cash orders into
 * returns (never the demo shopper's: a newcomer trying cash on delivery with that login meets no
 * COD rule for parcels it never refused). Changes the orders' status, payment and times to match.
 */
export function planDemoParcels(planned: OrderRow[], now: Date, demoShopperId: string): DemoParcels {
  const random = createRandom(SEED);
  const plan: DemoParcels = { consignments: [], orderEvents: [] };
  // Every fourth of them in the order they were placed, so that any stretch of the month (this
  // month so far, on the dashboard) has its share of returns rather than a chance cluster.
  const refusable = planned
    .filter(
      (order) => order.status === 'delivered' && order.paymentMethod === 'cash' && order.customerId !== demoShopperId,
    )
    .sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  const first = random.int(0, RETURNED_EVERY - 1);
  for (const [index, order] of refusable.entries()) {
    if (index % RETURNED_EVERY !== first) continue;
    order.status = 'returned';
    order.paymentStatus = 'unpaid';
  }
  for (const order of planned) {
    const steps = stepsOf(random, order);
    if (!steps.length) continue;
    const placedAt = (order.createdAt as Date).getTime();
    // The steps fit in the order's age, the last a few minutes before now.
    const hours = steps.reduce((sum, step) => sum + step.hours, 0);
    const room = Math.max(0, now.getTime() - placedAt - 10 * 60_000);
    const scale = Math.min(1, room / (hours * HOUR_MS || 1));
    let at = placedAt;
    const times = steps.map((step) => {
      // Events of one moment keep their order, as clock_timestamp() keeps the real ones'.
      at += Math.max(step.hours * HOUR_MS * scale, 1000);
      return new Date(at);
    });
    const courier = random.pick(COURIERS_USED) as Exclude<Courier, 'sandbox'>;
    steps.forEach((step, index) => {
      plan.orderEvents.push({
        id: random.uuid(),
        orderId: order.id as string,
        kind: step.kind,
        source: step.source,
        actor: step.source === 'courier-webhook' ? COURIER_NAMES[courier] : null,
        createdAt: times[index],
      });
    });
    const last = times.at(-1) as Date;
    order.updatedAt = last;
    if (order.status === 'returned' || order.status === 'cancelled') order.stockReturnedAt = last;
    const paid = steps.findIndex((step) => step.kind === 'paid');
    order.paidAt = paid < 0 ? null : times[paid];

    const booked = steps.findIndex((step) => step.kind === 'booked');
    if (booked < 0) continue;
    const bookedAt = times[booked] as Date;
    const status = order.status as 'shipped' | 'delivered' | 'returned';
    const insideDhaka = order.district === 'Dhaka';
    const [inside, outside] = CHARGE_TAKA[courier];
    const consignmentId = consignmentIdOf(random, courier, bookedAt);
    plan.consignments.push({
      id: random.uuid(),
      orderId: order.id as string,
      courier,
      consignmentId,
      trackingCode: courier === 'steadfast' ? code(random, 8) : consignmentId,
      // These parcels were never sent: no courier's page knows them.
      trackingUrl: null,
      courierStatus: COURIER_STATUS[courier][status],
      // The courier collects a cash order's total, nothing of one paid before it left.
      codAmountPoisha: order.paymentMethod === 'cash' ? (order.totalPoisha ?? 0) : 0,
      // Steadfast names its charge when the parcel ends; Pathao and RedX when it is booked.
      deliveryChargePoisha:
        courier === 'steadfast' && status === 'shipped' ? null : (insideDhaka ? inside : outside) * 100,
      weightGrams: random.pick([null, null, 500, 800, 1000, 1500]),
      note: null,
      createdAt: bookedAt,
      updatedAt: last,
    });
  }
  return plan;
}

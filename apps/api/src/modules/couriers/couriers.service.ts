/**
 * From order to doorstep: booking a processing order's parcel with a courier, hearing from the
 * courier (webhooks, or a poll for those that are not heard from) and moving the order on through
 * the one state machine in orders.service.ts, and /track for anyone with the number and phone.
 */
import type { FastifyBaseLogger } from 'fastify';

import {
  type BookParcel,
  type Consignment,
  type Courier,
  COURIER_NAMES,
  type OrderEventSource,
  type OrderParcel,
  poishaToTaka,
  sandboxStepsAfter,
  takaToPoisha,
  type TrackedOrder,
} from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import { isoDate } from '../../lib/rows.ts';
import type { UserRow } from '../accounts/accounts.module.ts';
import type { OrderRow, OrdersService } from '../orders/orders.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  type CourierDriver,
  CourierRefused,
  CourierUnavailable,
  type CourierUpdate,
  type ParcelRequest,
} from './courier-driver.ts';
import type { ConsignmentRow, CouriersRepository } from './couriers.repository.ts';
import { orderNumberOf, parcelItemText, type ParcelLabel, renderParcelLabels } from './parcel-label-pdf.ts';

type Orders = Pick<OrdersService, 'byId' | 'itemsOf' | 'courierMove' | 'note' | 'track'>;

export type UpdateOutcome = 'applied' | 'repeated' | 'unknown';

function consignmentView(row: ConsignmentRow): Consignment {
  return {
    courier: row.courier,
    consignmentId: row.consignmentId,
    trackingCode: row.trackingCode,
    trackingUrl: row.trackingUrl,
    courierStatus: row.courierStatus,
    codAmount: poishaToTaka(row.codAmountPoisha),
    deliveryCharge: row.deliveryChargePoisha === null ? null : poishaToTaka(row.deliveryChargePoisha),
    weightGrams: row.weightGrams,
    note: row.note,
    bookedAt: isoDate(row.createdAt),
  };
}

/** Taka to collect on delivery: nothing once the order is paid, less the delivery fee sent first (decision 041). */
/** What the courier collects: nothing once paid; the goods alone once the shop found the prepaid fee in its statement (062). */
const codDuePoisha = (order: OrderRow) =>
  order.paymentStatus === 'paid'
    ? 0
    : order.totalPoisha - (order.deliveryFeeConfirmedAt ? order.deliveryFeePrepaidPoisha : 0);

/** The courier's failure as the admin reads it: unavailable (502) or refused with its reason (400). */
export function answerOf(error: unknown): never {
  if (error instanceof CourierUnavailable) {
    const failure = new HttpError(502, error.message);
    failure.cause = error;
    throw failure;
  }
  if (error instanceof CourierRefused) throw badRequest(error.message);
  throw error;
}

export function createCouriersService(deps: {
  db: Database;
  repository: CouriersRepository;
  orders: Orders;
  settings?: Pick<SettingsService, 'publicSettings'>;
  drivers: ReadonlyMap<Courier, CourierDriver>;
  log: FastifyBaseLogger;
}) {
  const { db, repository, orders, settings, drivers, log } = deps;

  function driverOf(courier: Courier): CourierDriver {
    const driver = drivers.get(courier);
    if (!driver) throw badRequest(`${COURIER_NAMES[courier]} is not set up for this shop.`);
    return driver;
  }

  /**
   * The couriers this request may book with: the sandbox courier only for those the development
   * helpers allow (decision 020), as the sandbox gateway's orders are; to others it is not set up.
   */
  function bookable(mayUseSandbox: boolean): Courier[] {
    return [...drivers.keys()].filter((courier) => courier !== 'sandbox' || mayUseSandbox);
  }

  function bookingDriver(courier: Courier, mayUseSandbox: boolean): CourierDriver {
    if (!bookable(mayUseSandbox).includes(courier)) {
      throw badRequest(`${COURIER_NAMES[courier]} is not set up for this shop.`);
    }
    return driverOf(courier);
  }

  /** The order as a parcel; refuses orders that are not processing, already booked, or asked to collect more than they cost. */
  async function parcelOf(orderId: string, input: BookParcel): Promise<{ order: OrderRow; parcel: ParcelRequest }> {
    const order = await orders.byId(orderId);
    if (!order) throw notFound('Order not found');
    if (order.status !== 'processing') {
      throw conflict(`Only a processing order can be booked with a courier; this one is ${order.status}.`);
    }
    const booked = await repository.ofOrder(orderId);
    if (booked) throw conflict(`This order is already booked with ${COURIER_NAMES[booked.courier]}.`);
    if (takaToPoisha(input.codAmount) > order.totalPoisha) {
      throw badRequest('The COD amount cannot be more than the order total.');
    }
    const items = await orders.itemsOf(orderId);
    return {
      order,
      parcel: {
        invoice: order.id,
        recipientName: order.customerName,
        recipientPhone: order.phone,
        recipientAddress: [order.addressDetails, order.city, order.district].filter(Boolean).join(', '),
        codAmountTaka: input.codAmount,
        declaredValueTaka: poishaToTaka(order.totalPoisha),
        note: input.note || null,
        weightGrams: input.weightGrams ?? null,
        itemDescription: items.map(parcelItemText).join(', ').slice(0, 250),
        itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
        place: { district: order.district, city: order.city, details: order.addressDetails },
        pathaoLocation: input.pathaoLocation,
      },
    };
  }

  /** Keeps a parcel the courier accepted, and its booking on the order's timeline, together. */
  async function keep(
    admin: UserRow,
    order: OrderRow,
    courier: Courier,
    input: BookParcel,
    parcel: Awaited<ReturnType<CourierDriver['book']>>,
  ): Promise<ConsignmentRow> {
    return db.transaction(async (tx) => {
      const row = await repository.insert(tx, {
        orderId: order.id,
        courier,
        consignmentId: parcel.consignmentId,
        trackingCode: parcel.trackingCode,
        trackingUrl: parcel.trackingUrl,
        courierStatus: parcel.courierStatus,
        codAmountPoisha: takaToPoisha(input.codAmount),
        deliveryChargePoisha: parcel.deliveryChargePoisha,
        weightGrams: input.weightGrams ?? null,
        note: input.note || null,
        bookedBy: admin.id,
      });
      // Two admins booking at once: the courier refuses the second (the invoice is the order's id).
      if (!row) throw conflict('This order was booked meanwhile. Please refresh.');
      await orders.note(tx, order.id, 'booked', {
        source: 'admin',
        actorId: admin.id,
        actor: admin.name,
        note: `${COURIER_NAMES[courier]} ${parcel.consignmentId}`,
      });
      return row;
    });
  }

  /** Applies one courier notification once: the parcel's status, its charge, and the order's move or note. */
  async function apply(courier: Courier, update: CourierUpdate, source: OrderEventSource): Promise<UpdateOutcome> {
    return db.transaction(async (tx) => {
      const parcel = await repository.lockByCourierId(tx, courier, update.consignmentId);
      if (!parcel) return 'unknown';
      if (!(await repository.firstTime(tx, courier, update.key))) return 'repeated';
      await repository.setStatus(tx, parcel.id, update.courierStatus, update.deliveryChargePoisha);
      const by = { source, actor: COURIER_NAMES[courier], note: update.message };
      const { progress } = update;
      if (progress === 'shipped' || progress === 'delivered' || progress === 'returned') {
        const moved = await orders.courierMove(tx, parcel.orderId, progress, by);
        if (moved === 'refused') {
          log.warn({ courier, consignmentId: update.consignmentId, progress }, 'courier status the order cannot take');
        }
      } else if (progress) {
        await orders.note(tx, parcel.orderId, progress, by);
      }
      return 'applied';
    });
  }

  return {
    /** The couriers set up for this shop that this request may book with (the bulk booking's choice). */
    configured(mayUseSandbox: boolean): Courier[] {
      return bookable(mayUseSandbox);
    },

    /**
     * The order's parcel, the couriers set up, the COD due (the booking form's defaults), and a
     * sandbox parcel's next steps for those who may move it.
     */
    async parcelOfOrder(orderId: string, mayUseSandbox: boolean): Promise<OrderParcel> {
      const order = await orders.byId(orderId);
      if (!order) throw notFound('Order not found');
      const row = await repository.ofOrder(orderId);
      return {
        consignment: row ? consignmentView(row) : null,
        couriers: bookable(mayUseSandbox),
        codDue: poishaToTaka(codDuePoisha(order)),
        // The sandbox takes no further a parcel whose order was cancelled: it has no cancelling of its own.
        sandboxSteps:
          row?.courier === 'sandbox' && mayUseSandbox && drivers.has('sandbox') && order.status !== 'cancelled'
            ? [...sandboxStepsAfter(row.courierStatus)]
            : [],
      };
    },

    /** A parcel booked with the sandbox courier, by its consignment id; null when there is none. */
    sandboxParcel(consignmentId: string): Promise<ConsignmentRow | null> {
      return repository.byCourierId('sandbox', consignmentId);
    },

    /** Books a processing order's parcel. If the courier is down or refuses, nothing is kept and the order stays unbooked. */
    async book(admin: UserRow, orderId: string, input: BookParcel, mayUseSandbox: boolean): Promise<Consignment> {
      const driver = bookingDriver(input.courier, mayUseSandbox);
      const { order, parcel } = await parcelOf(orderId, input);
      const accepted = await driver.book(parcel).catch(answerOf);
      return consignmentView(await keep(admin, order, input.courier, input, accepted));
    },

    /**
     * Books several orders with one courier in one request (Steadfast takes up to 500): each order
     * answered with its parcel or why it was not booked. Orders that cannot be booked are not sent.
     */
    async bookMany(
      admin: UserRow,
      courier: Courier,
      orderIds: readonly string[],
      mayUseSandbox: boolean,
    ): Promise<Array<{ orderId: string; consignment: Consignment | null; error: string | null }>> {
      const driver = bookingDriver(courier, mayUseSandbox);
      const prepared = await Promise.all(
        orderIds.map(async (orderId) => {
          try {
            const order = await orders.byId(orderId);
            const input: BookParcel = { courier, codAmount: order ? poishaToTaka(codDuePoisha(order)) : 0 };
            return { orderId, input, ...(await parcelOf(orderId, input)) };
          } catch (error) {
            return { orderId, error: error instanceof Error ? error.message : 'Could not be booked' };
          }
        }),
      );
      const ready = prepared.flatMap((entry) => ('parcel' in entry ? [entry] : []));
      const accepted = ready.length ? await driver.bookMany(ready.map((entry) => entry.parcel)).catch(answerOf) : [];
      const results = new Map<string, { consignment: Consignment | null; error: string | null }>();
      for (const [index, entry] of ready.entries()) {
        const answer = accepted[index];
        if (!answer || 'error' in answer) {
          results.set(entry.orderId, { consignment: null, error: answer?.error ?? 'No answer for this order' });
          continue;
        }
        try {
          const row = await keep(admin, entry.order, courier, entry.input, answer);
          results.set(entry.orderId, { consignment: consignmentView(row), error: null });
        } catch (error) {
          results.set(entry.orderId, { consignment: null, error: error instanceof Error ? error.message : 'Not kept' });
        }
      }
      return prepared.map((entry) =>
        'parcel' in entry
          ? { orderId: entry.orderId, ...results.get(entry.orderId)! }
          : { orderId: entry.orderId, consignment: null, error: entry.error },
      );
    },

    /** Printable labels of booked orders, one A6 page each in the order asked; refuses an order not booked yet. */
    async labels(orderIds: readonly string[]): Promise<{ pdf: Buffer; fileName: string }> {
      const ids = [...new Set(orderIds)];
      const parcels = new Map((await repository.ofOrders(ids)).map((row) => [row.orderId, row]));
      const labels: ParcelLabel[] = [];
      for (const orderId of ids) {
        const order = await orders.byId(orderId);
        if (!order) throw notFound('Order not found');
        const parcel = parcels.get(orderId);
        if (!parcel) throw conflict(`Order #${orderNumberOf(orderId)} is not booked with a courier yet.`);
        labels.push({
          orderNumber: orderNumberOf(orderId),
          recipientName: order.customerName,
          phone: order.phone,
          address: { addressDetails: order.addressDetails, city: order.city, district: order.district },
          codAmountTaka: poishaToTaka(parcel.codAmountPoisha),
          courier: parcel.courier,
          consignmentId: parcel.consignmentId,
          weightGrams: parcel.weightGrams,
          note: parcel.note,
          items: await orders.itemsOf(orderId),
        });
      }
      const shopName = (await settings?.publicSettings())?.shopName ?? 'Dokan';
      const pdf = await renderParcelLabels(shopName, labels);
      const fileName = ids.length === 1 ? `label-${orderNumberOf(ids[0]!)}.pdf` : `labels-${ids.length}.pdf`;
      return { pdf, fileName };
    },

    /** A webhook request for this courier, as its driver reads it. */
    readWebhook(
      courier: Courier,
      headers: Record<string, string | string[] | undefined>,
      body: unknown,
      query?: Record<string, unknown>,
    ) {
      return driverOf(courier).readWebhook(headers, body, query);
    },

    /** A verified webhook's news: applied once; a parcel we never booked is logged and ignored. */
    async heard(courier: Courier, update: CourierUpdate): Promise<UpdateOutcome> {
      const outcome = await apply(courier, update, 'courier-webhook');
      if (outcome === 'unknown') {
        log.warn(
          { courier, consignmentId: update.consignmentId },
          'courier webhook for a parcel not booked here: ignored',
        );
      }
      return outcome;
    },

    /** Asks each courier for the parcels still on their way and applies what changed; how many changed. */
    async pollOnce(limit = 100): Promise<number> {
      let changed = 0;
      for (const parcel of await repository.unsettled([...drivers.keys()], limit)) {
        try {
          const update = await drivers.get(parcel.courier)!.status(parcel.consignmentId);
          if ((await apply(parcel.courier, update, 'courier-poll')) === 'applied') changed++;
        } catch (error) {
          log.warn({ err: error, courier: parcel.courier, consignmentId: parcel.consignmentId }, 'courier poll failed');
        }
      }
      return changed;
    },

    /** /track: the order's status and timeline and its courier's tracking page; null when number and phone match none. */
    async track(number: string, phone: string): Promise<TrackedOrder | null> {
      const found = await orders.track(number, phone);
      if (!found) return null;
      const parcel = await repository.ofOrder(found.orderId);
      return {
        number: found.number,
        status: found.status,
        timeline: found.timeline,
        courier: parcel?.courier ?? null,
        trackingUrl: parcel?.trackingUrl ?? null,
      };
    },
  };
}

export type CouriersService = ReturnType<typeof createCouriersService>;

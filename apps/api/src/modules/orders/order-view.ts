/**
 * Orders as the API answers them: the one place where an order's columns become the spec's field
 * names (section 3, Order as read), with its items; and what the audit log keeps of an order.
 */
import { type Order, type OrderEvent, poishaToTaka } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { isoDate } from '../../lib/rows.ts';
import type { OrderEventRow } from './order-timeline.repository.ts';
import type { ItemRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import { forSeller } from './seller-view.ts';

function toOrder(order: OrderRow, items: ItemRow[]): Order {
  return {
    _id: order.id,
    transaction_id: order.transactionId,
    customerId: order.customerId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    phone: order.phone,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentNumber: order.paymentNumber,
    paymentReference: order.paymentReference,
    mobileBankingProvider: order.mobileBankingProvider,
    subtotal: poishaToTaka(order.subtotalPoisha),
    discount: poishaToTaka(order.discountPoisha),
    cuopon: order.couponCode,
    deliveryFee: poishaToTaka(order.deliveryFeePoisha),
    totalPrice: poishaToTaka(order.totalPoisha),
    ...(order.deliveryFeePrepaidPoisha > 0 && {
      deliveryFeePrepaid: {
        amount: poishaToTaka(order.deliveryFeePrepaidPoisha),
        paymentNumber: order.deliveryFeePaymentNumber,
        transactionId: order.deliveryFeeReference ?? order.paymentReference,
        confirmed: order.deliveryFeeConfirmedAt !== null,
      },
    }),
    createdAt: isoDate(order.createdAt),
    deliveryAddress: {
      division: order.division,
      district: order.district,
      city: order.city,
      addressDetails: order.addressDetails,
    },
    items: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      productNameBn: item.productNameBn,
      image: item.image,
      quantity: item.quantity,
      color: item.color,
      colorBn: item.colorBn,
      size: item.size,
      sizeBn: item.sizeBn,
      sku: item.sku,
      price: poishaToTaka(item.unitPricePoisha),
      subTotal: poishaToTaka(item.subTotalPoisha),
      OwnerId: item.ownerId,
    })),
  };
}

/**
 * An order's timeline as read: placed (the order's own time, so orders older than the timeline
 * have one too), then every recorded event. Staff names are the admin's to see; the shopper reads
 * "the shop".
 */
export function orderTimeline(order: OrderRow, events: OrderEventRow[], forAdmin: boolean): OrderEvent[] {
  return [
    { kind: 'placed', source: 'shopper', actor: null, note: null, at: isoDate(order.createdAt) },
    ...events.map((event) => ({
      kind: event.kind,
      source: event.source,
      actor: event.source === 'admin' && !forAdmin ? null : event.actor,
      note: event.note,
      at: isoDate(event.createdAt),
    })),
  ];
}

/** What the audit log keeps of an order before and after a change by the shop. */
export function orderAuditView(order: OrderRow) {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentReference: order.paymentReference,
    totalPrice: poishaToTaka(order.totalPoisha),
  };
}

/** Rows to orders as read, in the rows' order, with one query for all their items. */
export function createOrderViews(orders: OrdersRepository) {
  /** With `ownerId`, as that seller reads them (only their items). */
  async function many(tx: Database | Transaction, rows: OrderRow[], ownerId?: string): Promise<Order[]> {
    if (!rows.length) return [];
    const items = await orders.itemsOf(
      tx,
      rows.map((row) => row.id),
      ownerId,
    );
    return rows.map((row) => {
      const order = toOrder(
        row,
        items.filter((item) => item.orderId === row.id),
      );
      return ownerId ? forSeller(order) : order;
    });
  }

  return {
    many,
    /** An order just written, with the items it was written with: nothing to read back. */
    written: (row: OrderRow, items: ItemRow[]): Order => toOrder(row, items),
    async one(tx: Database | Transaction, row: OrderRow): Promise<Order> {
      const [order] = await many(tx, [row]);
      return order!;
    },
    /** One order as this seller reads it (only their items). */
    async forSeller(tx: Database | Transaction, row: OrderRow, ownerId: string): Promise<Order> {
      const [order] = await many(tx, [row], ownerId);
      return order!;
    },
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;

/**
 * Refund requests (spec sections 3, 4 and 7): a customer cancels their own pending order whose
 * money has moved (a card payment, or a mobile-banking transfer) and names a bKash, Nagad or
 * Rocket number for the money; the shop then marks the refund Completed, Rejected or Failed.
 * Completing the refund of an order paid through a gateway that refunds (bKash) sends the money
 * back through it first, whole or in part, and records the gateway's refund transaction id.
 */
import {
  cancellationNeedsRefund,
  customerMayCancel,
  type Order,
  type PaymentMethod,
  poishaToTaka,
  type Refund,
  refundOnReturn,
  type RefundStatus,
  takaToPoisha,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { isoDate } from '../../lib/rows.ts';
import type { UserRow } from '../accounts/accounts.module.ts';
import type { OrderRow, OrdersService } from '../orders/orders.service.ts';
import type { RefundRow, RefundsRepository } from './refunds.repository.ts';

export const ALREADY_REQUESTED = 'A refund has already been requested for this order';

/**
 * Sending money back through the gateway that took it. The payments module provides it (it stands
 * beside refunds, on orders), and app.ts hands it in.
 */
export interface GatewayRefunds {
  /** Null when the order's payment method has no gateway refund: the shop sends the money by hand. */
  refund(
    order: { transactionId: string; paymentMethod: PaymentMethod },
    amountPoisha: number,
    reason: string,
  ): Promise<{ refundTrxId: string } | null>;
}

export interface RefundsServiceDeps {
  db: Database;
  refunds: RefundsRepository;
  orders: Pick<OrdersService, 'byId' | 'byTransactionId' | 'view' | 'viewByIds' | 'idsOfCustomer' | 'cancelForRefund'>;
  gatewayRefunds: GatewayRefunds;
}

function toRefund(row: RefundRow, order: Order): Refund {
  return {
    _id: row.id,
    createdAt: isoDate(row.createdAt),
    orderId: order,
    refundMethod: row.refundMethod,
    refundNumber: row.refundNumber,
    refundStatus: row.status,
    amount: poishaToTaka(row.amountPoisha),
    refundTrxId: row.gatewayRefundId,
  };
}

export function createRefundsService({ db, refunds, orders, gatewayRefunds }: RefundsServiceDeps) {
  async function view(row: RefundRow): Promise<Refund> {
    const order = await orders.byId(row.orderId);
    if (!order) throw notFound('Order not found');
    return toRefund(row, await orders.view(order));
  }

  /**
   * Sends the money back through the order's gateway, once: one approval claims the sending; null
   * when the gateway has no refund (the shop sends the money by hand and records it).
   */
  async function sendThroughGateway(refund: RefundRow, amountPoisha: number) {
    const order = await orders.byId(refund.orderId);
    if (!order) throw notFound('Order not found');
    if (!(await refunds.claimGatewayRefund(refund.id, refund.status))) {
      throw conflict('This refund is being sent or changed meanwhile. Please refresh.');
    }
    try {
      const reason = order.status === 'returned' ? 'Parcel returned to the shop' : 'Refund requested by the customer';
      return await gatewayRefunds.refund(order, amountPoisha, reason);
    } catch (error) {
      await refunds.releaseGatewayRefund(refund.id);
      const failure = new HttpError(
        502,
        `The payment gateway did not refund: ${error instanceof Error ? error.message : 'no answer'}. Please try again.`,
      );
      failure.cause = error;
      throw failure;
    }
  }

  return {
    /**
     * A parcel came back (inside the return's transaction): an order whose money was received before
     * delivery is owed its total back, so a Pending refund is opened for the admin, once; approving it
     * sends bKash payments back through bKash. Cash on delivery owes nothing.
     */
    async openForReturn(tx: Transaction, order: OrderRow): Promise<RefundRow | null> {
      const target = refundOnReturn(order);
      if (!target) return null;
      return refunds.insertOnce(tx, { orderId: order.id, ...target, amountPoisha: order.totalPoisha });
    },

    /** POST /refund/post: the order is cancelled (stock and coupon back) and the refund recorded, together. */
    async request(
      user: UserRow,
      input: { orderId: string; refundMethod: RefundRow['refundMethod']; refundNumber: string },
    ): Promise<Refund> {
      const order = await orders.byId(input.orderId);
      if (!order) throw notFound('Order not found');
      if (order.customerId !== user.id) throw forbidden('You may only ask for refunds of your own orders.');
      if (await refunds.byOrderId(db, order.id)) throw conflict(ALREADY_REQUESTED);
      if (!customerMayCancel(order)) throw conflict('Only pending orders can be cancelled');
      if (!cancellationNeedsRefund(order)) {
        throw conflict('This order has not been paid, so there is nothing to refund. Cancel the order instead.');
      }
      let created: RefundRow | null;
      try {
        created = await orders.cancelForRefund(order.id, (tx) =>
          refunds.insert(tx, {
            orderId: order.id,
            refundMethod: input.refundMethod,
            refundNumber: input.refundNumber,
            amountPoisha: order.totalPoisha,
          }),
        );
      } catch (error) {
        // Two requests for the same order at once: the second insert loses and its cancellation rolls back.
        if (isUniqueViolation(error)) throw conflict(ALREADY_REQUESTED);
        throw error;
      }
      if (!created) {
        if (await refunds.byOrderId(db, order.id)) throw conflict(ALREADY_REQUESTED);
        throw conflict('The order changed meanwhile. Please refresh.');
      }
      return view(created);
    },

    /**
     * Money a gateway took for an order already cancelled, which the gateway cannot send back by
     * itself (Nagad has no public refund call): recorded as a Pending refund to the wallet that paid,
     * for the admin to send by hand, with an audit entry saying why. False when the order already
     * has a refund.
     */
    async recordOwed(input: {
      transactionId: string;
      refundMethod: RefundRow['refundMethod'];
      refundNumber: string;
      amountPoisha: number;
      reason: string;
    }): Promise<boolean> {
      const order = await orders.byTransactionId(input.transactionId);
      if (!order) return false;
      try {
        return await db.transaction(async (tx) => {
          if (await refunds.byOrderId(tx, order.id)) return false;
          const row = await refunds.insert(tx, {
            orderId: order.id,
            refundMethod: input.refundMethod,
            refundNumber: input.refundNumber,
            amountPoisha: input.amountPoisha,
          });
          await audit(tx, {
            actorId: null,
            action: 'record-owed-refund',
            entity: 'refund',
            entityId: row.id,
            before: null,
            after: { refundStatus: row.status, amount: poishaToTaka(row.amountPoisha), reason: input.reason },
          });
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** GET /refund: an admin sees every refund, a customer only those of their own orders. */
    async list(user: UserRow): Promise<Refund[]> {
      const rows = await refunds.list(user.role === 'admin' ? null : await orders.idsOfCustomer(user.id));
      const views = await orders.viewByIds(rows.map((row) => row.orderId));
      return rows.map((row, index) => toRefund(row, views[index]!));
    },

    /**
     * PATCH /refund/{id} (admin): the status changes, with its audit entry in the same transaction.
     * Completed with `amountTaka` pays out less than asked (a partial refund).
     */
    async setStatus(
      admin: UserRow,
      id: string,
      status: RefundStatus,
      bodyId?: string,
      amountTaka?: number,
    ): Promise<Refund> {
      if (bodyId !== undefined && bodyId !== id) throw badRequest('The id in the body does not match the address');
      if (amountTaka !== undefined && status !== 'Completed') {
        throw badRequest('An amount is given only when completing a refund');
      }
      const before = await refunds.byId(db, id);
      if (!before) throw notFound('Refund request not found');
      if (before.status === status) return view(before);
      if (before.status === 'Completed')
        throw conflict('This refund has been paid out; its status can no longer change');
      const amountPoisha = amountTaka === undefined ? before.amountPoisha : takaToPoisha(amountTaka);
      if (amountPoisha > before.amountPoisha) {
        throw badRequest(`A refund cannot be more than the ${poishaToTaka(before.amountPoisha)} taka paid`);
      }
      const sent = status === 'Completed' ? await sendThroughGateway(before, amountPoisha) : null;
      const after = await db.transaction(async (tx) => {
        const paid = status === 'Completed' ? { amountPoisha, gatewayRefundId: sent?.refundTrxId ?? null } : {};
        const row = await refunds.setStatus(tx, id, before.status, status, paid);
        if (!row) return null;
        await audit(tx, {
          actorId: admin.id,
          action: 'update-status',
          entity: 'refund',
          entityId: id,
          before: { refundStatus: before.status },
          after: {
            refundStatus: status,
            ...(sent && { refundTrxId: sent.refundTrxId, amount: poishaToTaka(amountPoisha) }),
          },
        });
        return row;
      });
      if (!after) throw conflict('The refund changed meanwhile. Please refresh.');
      return view(after);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;

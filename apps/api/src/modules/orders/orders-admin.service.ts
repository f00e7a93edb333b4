/**
 * The shop's side of orders (docs/decisions/014): the admin reads every order and confirms
 * mobile-banking payments; a seller (owner) reads the orders holding their products, with only
 * their items, and changes nothing. Status changes stay in orders.service.ts (one state machine).
 */
import {
  type AdminOrderList,
  CONFIRM_PAYMENT_MESSAGES,
  type ConfirmPayment,
  isOnlinePayment,
  MOBILE_BANKING_MESSAGES,
  normalizeTrxId,
  type Order,
  trxIdProblem,
} from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { pageAnswer, type PageWindow } from '../../lib/pagination.ts';
import type { UserRow } from '../accounts/accounts.module.ts';
import { addOrderEvent } from './order-timeline.repository.ts';
import { orderAuditView, type OrderViews } from './order-view.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OnPaid, OrderCounts } from './orders.service.ts';
import { type AdminOrderFilters, listOrdersForAdmin } from './orders-admin.repository.ts';
import { sellerOf } from './seller-view.ts';

export function createOrdersAdminService(
  db: Database,
  orders: OrdersRepository,
  views: OrderViews,
  counts?: Pick<OrderCounts, 'payment'>,
  onPaid?: OnPaid,
) {
  return {
    /** One page of the orders; a seller's are those with their items, holding only those items. */
    async list(user: UserRow, filters: AdminOrderFilters, window: PageWindow): Promise<AdminOrderList> {
      const seller = sellerOf(user);
      const page = await listOrdersForAdmin(db, filters, seller, window);
      return pageAnswer(await views.many(db, page.rows, seller ?? undefined), page.total, window);
    },

    /**
     * GET /order/mobile-banking-queue: the transfers waiting for the admin to find them in the
     * bKash/Nagad/Rocket statement, oldest first (decision 038).
     */
    async transferQueue(window: PageWindow): Promise<AdminOrderList> {
      const page = await listOrdersForAdmin(
        db,
        { awaitingTransfer: true, sort: 'createdAt', dir: 'asc' },
        null,
        window,
      );
      return pageAnswer(await views.many(db, page.rows), page.total, window);
    },

    /** GET /order/{orderId}: an admin, a seller with items in it (those items only), or its customer. */
    async get(user: UserRow, orderId: string): Promise<Order> {
      const row = await orders.byId(db, orderId);
      if (!row) throw notFound('Order not found');
      if (user.role === 'admin' || row.customerId === user.id) return views.one(db, row);
      if (user.role === 'owner' && (await orders.hasItemsOf(db, orderId, user.id))) {
        return views.forSeller(db, row, user.id);
      }
      throw forbidden('You may only view your own orders.');
    },

    /**
     * PATCH /order/confirm-payment: the admin has found the shopper's bKash/Nagad/Rocket transfer, of
     * the whole order or of a COD order's delivery fee (decision 062). The wallet is the admin's or the
     * shopper's, and the TrxID (the admin's or the shopper's) is normalized and must have that
     * wallet's shape, as at checkout, so one transfer cannot pay twice by its spelling. Only an order
     * not paid yet and not cancelled; audited in its transaction.
     */
    async confirmPayment(actor: UserRow, orderId: string, input: ConfirmPayment = {}): Promise<Order> {
      const confirmed = await db.transaction(async (tx) => {
        const row = await orders.lockById(tx, orderId);
        if (!row) throw notFound('Order not found');
        const feeFirst = row.paymentMethod === 'cash' && row.deliveryFeePrepaidPoisha > 0;
        if (row.paymentMethod === 'cash' && !feeFirst) throw conflict(CONFIRM_PAYMENT_MESSAGES.cash);
        if (isOnlinePayment(row.paymentMethod)) throw conflict(CONFIRM_PAYMENT_MESSAGES.ssl);
        if (row.status === 'cancelled') throw conflict(CONFIRM_PAYMENT_MESSAGES.cancelled);
        if (row.paymentStatus === 'paid' || row.deliveryFeeConfirmedAt) throw conflict(CONFIRM_PAYMENT_MESSAGES.paid);
        const provider = input.mobileBankingProvider ?? row.mobileBankingProvider;
        if (!provider) throw badRequest(MOBILE_BANKING_MESSAGES.provider);
        const reference = normalizeTrxId(
          input.paymentReference || row.paymentReference || row.deliveryFeeReference || '',
        );
        const problem = trxIdProblem(provider, reference);
        if (problem) throw badRequest(problem);
        let paid: Awaited<ReturnType<OrdersRepository['confirmTransfer']>>;
        try {
          paid = await orders.confirmTransfer(tx, row.id, feeFirst ? 'delivery-fee' : 'order', { provider, reference });
        } catch (error) {
          // The reference is another order's transfer (the one-transfer index).
          if (isUniqueViolation(error)) throw conflict(MOBILE_BANKING_MESSAGES.trxIdUsed);
          throw error;
        }
        if (!paid) throw conflict('The order changed meanwhile. Please refresh.');
        if (feeFirst) {
          await audit(tx, {
            actorId: actor.id,
            action: 'confirm-delivery-fee',
            entity: 'order',
            entityId: row.id,
            before: orderAuditView(row),
            after: orderAuditView(paid),
          });
          return paid;
        }
        await addOrderEvent(tx, {
          orderId: row.id,
          kind: 'paid',
          source: 'admin',
          actorId: actor.id,
          actor: actor.name,
        });
        if (onPaid) await onPaid(tx, paid, await orders.itemsOf(tx, [paid.id]));
        await audit(tx, {
          actorId: actor.id,
          action: 'confirm-payment',
          entity: 'order',
          entityId: row.id,
          before: orderAuditView(row),
          after: orderAuditView(paid),
        });
        return paid;
      });
      if (confirmed.paymentStatus === 'paid') counts?.payment(confirmed.paymentMethod, 'succeeded');
      return views.one(db, confirmed);
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;

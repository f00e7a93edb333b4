/**
 * The shop's side of orders (docs/decisions/014): the admin reads every order and confirms
 * mobile-banking payments; a seller (owner) reads the orders holding their products, with only
 * their items, and changes nothing. Status changes stay in orders.service.ts (one state machine).
 */
import {
  type AdminOrderList,
  CONFIRM_PAYMENT_MESSAGES,
  isOnlinePayment,
  MOBILE_BANKING_MESSAGES,
  type Order,
} from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { pageAnswer, type PageWindow } from '../../lib/pagination.ts';
import type { UserRow } from '../accounts/accounts.module.ts';
import { addOrderEvent } from './order-timeline.repository.ts';
import { orderAuditView, type OrderViews } from './order-view.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { type AdminOrderFilters, listOrdersForAdmin } from './orders-admin.repository.ts';
import { sellerOf } from './seller-view.ts';

export function createOrdersAdminService(db: Database, orders: OrdersRepository, views: OrderViews) {
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
     * PATCH /order/confirm-payment: the admin has found the shopper's bKash/Nagad/Rocket transfer.
     * Only a mobile-banking order that is not paid yet and not cancelled; audited in its transaction.
     */
    async confirmPayment(actor: UserRow, orderId: string, reference: string | undefined): Promise<Order> {
      const confirmed = await db.transaction(async (tx) => {
        const row = await orders.lockById(tx, orderId);
        if (!row) throw notFound('Order not found');
        if (row.paymentMethod === 'cash') throw conflict(CONFIRM_PAYMENT_MESSAGES.cash);
        if (isOnlinePayment(row.paymentMethod)) throw conflict(CONFIRM_PAYMENT_MESSAGES.ssl);
        if (row.status === 'cancelled') throw conflict(CONFIRM_PAYMENT_MESSAGES.cancelled);
        if (row.paymentStatus === 'paid') throw conflict(CONFIRM_PAYMENT_MESSAGES.paid);
        let paid: Awaited<ReturnType<OrdersRepository['confirmPaid']>>;
        try {
          paid = await orders.confirmPaid(tx, row.id, reference || null);
        } catch (error) {
          // The reference the admin typed is another order's transfer (the one-transfer index).
          if (isUniqueViolation(error)) throw conflict(MOBILE_BANKING_MESSAGES.trxIdUsed);
          throw error;
        }
        if (!paid) throw conflict('The order changed meanwhile. Please refresh.');
        await addOrderEvent(tx, {
          orderId: row.id,
          kind: 'paid',
          source: 'admin',
          actorId: actor.id,
          actor: actor.name,
        });
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
      return views.one(db, confirmed);
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;

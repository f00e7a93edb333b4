/**
 * The shop's side of orders (docs/decisions/014): the admin reads every order and confirms
 * mobile-banking payments; a seller (owner) reads the orders holding their products, with only
 * their items, and changes nothing. Status changes stay in orders.service.ts (one state machine).
 */
import { type AdminOrderList, CONFIRM_PAYMENT_MESSAGES, type Order } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { pageAnswer, type PageWindow } from '../../lib/pagination.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { type AdminOrderFilters, orderAuditView, type OrdersRepository } from './orders.repository.ts';

/** Whose orders a reader sees: all (admin) or a seller's (owner). */
export const sellerOf = (user: UserRow): string | null => (user.role === 'admin' ? null : user.id);

export function createOrdersAdminService(db: Database, orders: OrdersRepository) {
  return {
    async list(user: UserRow, filters: AdminOrderFilters, window: PageWindow): Promise<AdminOrderList> {
      const page = await orders.listForAdmin(filters, sellerOf(user), window);
      return pageAnswer(page.orders, page.total, window);
    },

    /** GET /order/{orderId}: an admin, a seller with items in it (those items only), or its customer. */
    async get(user: UserRow, orderId: string): Promise<Order> {
      const row = await orders.byId(db, orderId);
      if (!row) throw notFound('Order not found');
      if (user.role === 'admin' || row.customerId === user.id) return orders.view(db, row);
      if (user.role === 'owner' && (await orders.hasItemsOf(db, orderId, user.id))) {
        return orders.viewForOwner(db, row, user.id);
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
        if (row.paymentMethod === 'ssl') throw conflict(CONFIRM_PAYMENT_MESSAGES.ssl);
        if (row.status === 'cancelled') throw conflict(CONFIRM_PAYMENT_MESSAGES.cancelled);
        if (row.paymentStatus === 'paid') throw conflict(CONFIRM_PAYMENT_MESSAGES.paid);
        const paid = await orders.confirmPaid(tx, row.id, reference || null);
        if (!paid) throw conflict('The order changed meanwhile. Please refresh.');
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
      return orders.view(db, confirmed);
    },

    /** The dashboard's order figures, over all orders (admin) or over a seller's items. */
    figures: (user: UserRow, days: number) => orders.figures(sellerOf(user), days),
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;

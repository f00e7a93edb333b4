/**
 * GET /admin/dashboard: today's and this month's orders and revenue, orders by status, products low
 * on stock and the last 30 days day by day (days in Asia/Dhaka, zeros included), and the parcels
 * delivered and returned today and this month with the return rate. Cancelled orders count in no
 * figure but their status. A seller (owner) sees the same figures over their own items.
 */
import {
  type AdminDashboard,
  DASHBOARD_SALES_DAYS,
  LOW_STOCK_SHOWN,
  LOW_STOCK_THRESHOLD,
  poishaToTaka,
  type ReturnFigures,
  returnRate,
} from '@dokan/domain';

import type { UserRow } from '../accounts/accounts.module.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { type OrdersService, sellerOf } from '../orders/orders.service.ts';

const taka = ({ orders, revenuePoisha }: { orders: number; revenuePoisha: number }) => ({
  orders,
  revenue: poishaToTaka(revenuePoisha),
});

/** Parcels that ended in a period, with the return rate, over all orders and over cash on delivery. */
const returnsOf = (ended: {
  delivered: number;
  returned: number;
  cod: { delivered: number; returned: number };
}): ReturnFigures => ({
  delivered: ended.delivered,
  returned: ended.returned,
  returnRate: returnRate(ended),
  cod: { ...ended.cod, returnRate: returnRate(ended.cod) },
});

export function createDashboardService(deps: {
  orders: Pick<OrdersService, 'figures'>;
  catalogue: Pick<CatalogueService, 'lowStock'>;
}) {
  const { orders: ordersService, catalogue } = deps;
  return {
    async figures(user: UserRow): Promise<AdminDashboard> {
      const [orders, low] = await Promise.all([
        ordersService.figures(user, DASHBOARD_SALES_DAYS),
        catalogue.lowStock(sellerOf(user), LOW_STOCK_THRESHOLD, LOW_STOCK_SHOWN),
      ]);
      return {
        today: taka(orders.today),
        month: taka(orders.month),
        byStatus: orders.byStatus,
        lowStock: low.map((product) => ({
          _id: product.id,
          productName: product.name,
          productNameBn: product.nameBn,
          image: product.image,
          remainingProducts: product.remaining,
          ...(product.variant ?? {}),
        })),
        sales: orders.sales.map((day) => ({ date: day.date, ...taka(day) })),
        returns: { today: returnsOf(orders.ended.today), month: returnsOf(orders.ended.month) },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

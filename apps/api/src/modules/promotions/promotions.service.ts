/**
 * The promotions as checkout and the pages read them (docs/decisions/084): the ones not yet over
 * are kept in memory, dropped when one is written here or in another process (the invalidation
 * bus), and read again after at most a minute. Whether each runs is decided at every read, to the
 * millisecond, so a sale starts and ends on time on every process without anything being dropped.
 */
import {
  type AppliedPromotion,
  type DeliveryArea,
  isPromotionRunning,
  type PaymentMethod,
  poishaToTaka,
  type Promotion,
  type PromotionTerms,
  type PublicPromotion,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { isoDate } from '../../lib/rows.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  NO_FIGURES,
  type PromotionFigures,
  type PromotionRow,
  type PromotionsRepository,
} from './promotions.repository.ts';

/** How long the kept promotions are trusted at most, should an invalidation from another process be lost. */
const KEPT_TTL_MS = 60_000;

const takaOrNull = (poisha: number | null) => (poisha === null ? null : poishaToTaka(poisha));

/** The one place where a promotion's columns become what the pages see. */
export function toPublicPromotion(row: PromotionRow): PublicPromotion {
  return {
    _id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    kind: row.kind,
    percent: row.percent,
    amountTaka: takaOrNull(row.amountPoisha),
    minSubtotalTaka: takaOrNull(row.minSubtotalPoisha),
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    paymentMethods: row.paymentMethods,
    deliveryArea: row.deliveryArea as DeliveryArea | null,
    startsAt: isoDate(row.startsAt),
    endsAt: isoDate(row.endsAt),
    perCustomerLimit: row.perCustomerLimit,
    withCoupons: row.withCoupons,
    withPromotions: row.withPromotions,
  };
}

/** The admin's view: with its budget, its orders' figures, and where it stands at `now`. */
export function toPromotion(row: PromotionRow, figures: PromotionFigures = NO_FIGURES, now = Date.now()): Promotion {
  const status = row.startsAt.getTime() > now ? 'scheduled' : row.endsAt.getTime() > now ? 'running' : 'ended';
  return {
    ...toPublicPromotion(row),
    budgetTaka: takaOrNull(row.budgetPoisha),
    spentTaka: poishaToTaka(row.spentPoisha),
    status,
    endedAt: row.endedAt ? isoDate(row.endedAt) : null,
    createdAt: isoDate(row.createdAt),
    orders: figures.orders,
    discountGivenTaka: poishaToTaka(figures.savingPoisha),
    salesTaka: poishaToTaka(figures.salesPoisha),
  };
}

/** What `priceCart` needs of a promotion. */
export function toTerms(row: PromotionRow): PromotionTerms {
  return {
    id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    kind: row.kind,
    percent: row.percent,
    amountPoisha: row.amountPoisha,
    minSubtotalPoisha: row.minSubtotalPoisha,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    paymentMethods: row.paymentMethods as PaymentMethod[],
    deliveryArea: row.deliveryArea as DeliveryArea | null,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    budgetLeftPoisha: row.budgetPoisha === null ? null : Math.max(0, row.budgetPoisha - row.spentPoisha),
    perCustomerLimit: row.perCustomerLimit,
    withCoupons: row.withCoupons,
    withPromotions: row.withPromotions,
  };
}

/** Whether an order must lock it: what it may give is bounded (a budget, or a per-customer limit). */
const isLimited = (terms: PromotionTerms) => terms.budgetLeftPoisha !== null || terms.perCustomerLimit !== null;

/** The promotions an order is priced with, and how often this customer already had each. */
export interface OrderPromotions {
  terms: PromotionTerms[];
  used: Map<string, number>;
}

export function createPromotionsService(deps: { db: Database; promotions: PromotionsRepository; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const kept = new TtlCache<PromotionRow[]>(KEPT_TTL_MS, 1);
  const notOver = () => kept.get('not-over', () => deps.promotions.notOver(new Date(now())));

  /** The kept rows running at this moment. */
  async function runningRows(at = now()): Promise<PromotionRow[]> {
    return (await notOver()).filter((row) => isPromotionRunning({ startsAt: +row.startsAt, endsAt: +row.endsAt }, at));
  }

  return {
    /** GET /promotions: the ones running now, for the pages to show and price carts with. */
    running: async (): Promise<PublicPromotion[]> => (await runningRows()).map(toPublicPromotion),

    /** The running promotions' terms at `at`, as kept (checkout reads each promotion's budget again under its lock). */
    runningTerms: async (at = now()): Promise<PromotionTerms[]> => (await runningRows(at)).map(toTerms),

    /**
     * The promotions running for an order, as kept, and the customer's uses of those with a
     * per-customer limit (read only when one runs). Checkout prices with these first.
     */
    async forOrder(customerId: string): Promise<OrderPromotions> {
      const terms = (await runningRows()).map(toTerms);
      const limited = terms.filter((p) => p.perCustomerLimit !== null).map((p) => p.id);
      return { terms, used: await deps.promotions.usesBy(deps.db, customerId, limited) };
    },

    /**
     * The limited promotions (a budget, a per-customer limit) read again with the customer's uses:
     * in the order's transaction locked (in id order), so that concurrent orders see each other's
     * spending (decision 085); for a quote, only read. One ended or removed meanwhile is left out.
     */
    async fresh(
      tx: Database | Transaction,
      promotions: OrderPromotions,
      customerId: string,
      lock: boolean,
    ): Promise<OrderPromotions> {
      const limited = promotions.terms.filter(isLimited).map((p) => p.id);
      if (!limited.length) return promotions;
      const rows = await deps.promotions.read(tx, limited, lock);
      const fresh = new Map(rows.map((row) => [row.id, toTerms(row)]));
      const used = await deps.promotions.usesBy(tx, customerId, limited);
      const terms = promotions.terms.flatMap((p) => (isLimited(p) ? (fresh.has(p.id) ? [fresh.get(p.id)!] : []) : [p]));
      return { terms, used };
    },

    /** What each promotion saved the order, in its transaction; a budget's spending grows by it. */
    record(
      tx: Transaction,
      orderId: string,
      orderTotalPoisha: number,
      customerId: string,
      applied: readonly AppliedPromotion[],
      terms: readonly PromotionTerms[],
    ) {
      const budgeted = new Set(terms.filter((p) => p.budgetLeftPoisha !== null).map((p) => p.id));
      return deps.promotions.record(
        tx,
        applied.map((a) => ({
          orderId,
          customerId,
          promotionId: a.promotionId,
          level: a.level,
          name: a.name,
          nameBn: a.nameBn,
          kind: a.kind,
          savingPoisha: a.savingPoisha,
          orderTotalPoisha,
        })),
        budgeted,
      );
    },

    /** What each promotion saved an order, as recorded when it was placed (its invoice lists them). */
    async savingsOf(orderId: string): Promise<AppliedPromotion[]> {
      return (await deps.promotions.ofOrder(deps.db, orderId)).map((row) => ({
        promotionId: row.promotionId,
        level: row.level,
        name: row.name,
        nameBn: row.nameBn,
        kind: row.kind,
        savingPoisha: row.savingPoisha,
      }));
    },

    /** A cancelled or returned order gives its promotions' savings back (once). */
    release: (tx: Transaction, orderId: string) => deps.promotions.release(tx, orderId),

    /** Drops the kept promotions: one was written here or in another process. */
    forgetKept: () => kept.clear(),
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

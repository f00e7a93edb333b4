/**
 * The admin's promotions: list, create, change, end. Amounts are taka on the wire and poisha in the
 * table; the categories and products named must exist (400); every change is audited in its
 * transaction with the promotion before and after, and drops what checkout and the pages keep.
 */
import type { z } from 'zod';

import {
  type Promotion,
  PROMOTION_MESSAGES,
  type PromotionInputSchema,
  promotionRuleProblems,
  type PromotionUpdateSchema,
  takaToPoisha,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { NewPromotion, PromotionRow, PromotionsRepository } from './promotions.repository.ts';
import { toPromotion } from './promotions.service.ts';

type PromotionInput = z.output<typeof PromotionInputSchema>;
type PromotionUpdate = z.output<typeof PromotionUpdateSchema>;

const poishaOrNull = (taka: number | null) => (taka === null ? null : takaToPoisha(taka));

/** The columns of the fields given (all of them on create, some on update). */
function toColumns(input: PromotionUpdate): Partial<NewPromotion> {
  const columns: Partial<NewPromotion> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.nameBn !== undefined) columns.nameBn = input.nameBn || null;
  if (input.kind !== undefined) columns.kind = input.kind;
  if (input.percent !== undefined) columns.percent = input.percent;
  if (input.amountTaka !== undefined) columns.amountPoisha = poishaOrNull(input.amountTaka);
  if (input.minSubtotalTaka !== undefined) columns.minSubtotalPoisha = poishaOrNull(input.minSubtotalTaka);
  if (input.categoryIds !== undefined) columns.categoryIds = [...new Set(input.categoryIds)];
  if (input.productIds !== undefined) columns.productIds = [...new Set(input.productIds)];
  if (input.buyQuantity !== undefined) columns.buyQuantity = input.buyQuantity;
  if (input.getQuantity !== undefined) columns.getQuantity = input.getQuantity;
  if (input.paymentMethods !== undefined) columns.paymentMethods = [...new Set(input.paymentMethods)];
  if (input.deliveryArea !== undefined) columns.deliveryArea = input.deliveryArea;
  if (input.startsAt !== undefined) columns.startsAt = new Date(input.startsAt);
  if (input.endsAt !== undefined) columns.endsAt = new Date(input.endsAt);
  if (input.budgetTaka !== undefined) columns.budgetPoisha = poishaOrNull(input.budgetTaka);
  if (input.perCustomerLimit !== undefined) columns.perCustomerLimit = input.perCustomerLimit;
  if (input.withCoupons !== undefined) columns.withCoupons = input.withCoupons;
  if (input.withPromotions !== undefined) columns.withPromotions = input.withPromotions;
  return columns;
}

export function createPromotionsAdminService(deps: {
  db: Database;
  promotions: PromotionsRepository;
  catalogue: Pick<CatalogueService, 'categoryNames' | 'summaries'>;
  /** Told after each committed change: what is kept of promotions, here and in other processes, goes. */
  onChanged: () => void;
}) {
  const { db, promotions, catalogue } = deps;

  /**
   * Every category and product named exists, or a 400 that says which kind does not. Read before
   * the write's transaction: the catalogue reads outside it.
   */
  async function checkTargets(columns: Partial<NewPromotion>): Promise<void> {
    const categoryIds = columns.categoryIds ?? [];
    if (categoryIds.length && (await catalogue.categoryNames(db, categoryIds)).size !== categoryIds.length) {
      throw badRequest(PROMOTION_MESSAGES.unknownCategory);
    }
    const productIds = columns.productIds ?? [];
    if (productIds.length && (await catalogue.summaries(productIds)).length !== productIds.length) {
      throw badRequest(PROMOTION_MESSAGES.unknownProduct);
    }
  }

  async function written<T>(write: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await db.transaction(write);
    deps.onChanged();
    return result;
  }

  /** An ended promotion is history: changing it would rewrite what its orders were given. */
  function stillOpen(row: PromotionRow): void {
    if (row.endsAt.getTime() <= Date.now()) throw conflict(PROMOTION_MESSAGES.ended);
  }

  return {
    /** Every promotion with its orders, the discount it gave them and their sales (not counting those given back). */
    async list(): Promise<Promotion[]> {
      const [rows, figures] = await Promise.all([promotions.list(), promotions.figures(db)]);
      return rows.map((row) => toPromotion(row, figures.get(row.id)));
    },

    async create(actorId: string, input: PromotionInput): Promise<Promotion> {
      const columns = toColumns(input);
      await checkTargets(columns);
      return written(async (tx) => {
        const row = await promotions.insert(tx, columns as NewPromotion);
        await audit(tx, { actorId, action: 'create', entity: 'promotion', entityId: row.id, after: toPromotion(row) });
        return toPromotion(row);
      });
    },

    /** PUT: the fields sent change; the rules are checked on the promotion as it would be. */
    async update(actorId: string, id: string, input: PromotionUpdate): Promise<Promotion> {
      const columns = toColumns(input);
      await checkTargets(columns);
      return written(async (tx) => {
        const before = await promotions.lockById(tx, id);
        if (!before) throw notFound(PROMOTION_MESSAGES.notFound);
        stillOpen(before);
        const figures = (await promotions.figures(tx, [id])).get(id);
        const current = toPromotion(before, figures);
        const [problem] = promotionRuleProblems({ ...current, ...input });
        if (problem) throw badRequest(problem.message);
        if (columns.budgetPoisha != null && columns.budgetPoisha < before.spentPoisha) {
          throw badRequest(PROMOTION_MESSAGES.budgetBelowSpent);
        }
        const after = await promotions.update(tx, id, columns);
        await audit(tx, {
          actorId,
          action: 'update',
          entity: 'promotion',
          entityId: id,
          before: current,
          after: toPromotion(after, figures),
        });
        return toPromotion(after, figures);
      });
    },

    /** DELETE: it ends now (a scheduled one never starts); its row and its orders' savings stay. */
    end(actorId: string, id: string): Promise<Promotion> {
      return written(async (tx) => {
        const before = await promotions.lockById(tx, id);
        if (!before) throw notFound(PROMOTION_MESSAGES.notFound);
        const figures = (await promotions.figures(tx, [id])).get(id);
        if (before.endsAt.getTime() <= Date.now()) return toPromotion(before, figures);
        const at = new Date();
        const after = await promotions.update(tx, id, {
          endedAt: at,
          endsAt: at,
          // A promotion that had not started ends as it would have started: never running.
          ...(before.startsAt > at && { startsAt: at }),
        });
        await audit(tx, {
          actorId,
          action: 'end',
          entity: 'promotion',
          entityId: id,
          before: toPromotion(before, figures),
          after: toPromotion(after, figures),
        });
        return toPromotion(after, figures);
      });
    },
  };
}

export type PromotionsAdminService = ReturnType<typeof createPromotionsAdminService>;

/** The shop's one settings row: delivery fees and the details shown on the home page and checkout. */
import { eq, sql } from 'drizzle-orm';

import type { CodRiskRules, OrderCaps, ShopDetailsUpdate } from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';

export type SettingsRow = typeof shopSettings.$inferSelect;
export interface FeesPoisha {
  insidePoisha: number;
  outsidePoisha: number;
  /** Not sent leaves it; null clears it. */
  internationalPoisha?: number | null;
}

export function createSettingsRepository(db: Database) {
  return {
    /** The single settings row (within `tx` when given); created with its defaults the first time anyone asks. */
    async row(tx: Database | Transaction = db): Promise<SettingsRow> {
      const [existing] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1));
      if (existing) return existing;
      const [created] = await tx.insert(shopSettings).values({ id: 1 }).onConflictDoNothing().returning();
      if (created) return created;
      const [raced] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1));
      if (!raced) throw new Error('shop_settings row missing');
      return raced;
    },

    async setFees(tx: Transaction, fees: FeesPoisha): Promise<void> {
      await tx
        .update(shopSettings)
        .set({
          shippingFeeInsidePoisha: fees.insidePoisha,
          shippingFeeOutsidePoisha: fees.outsidePoisha,
          ...(fees.internationalPoisha !== undefined && { shippingFeeInternationalPoisha: fees.internationalPoisha }),
          updatedAt: sql`now()`,
        })
        .where(eq(shopSettings.id, 1));
    },

    async setCodRules(tx: Transaction, rules: CodRiskRules): Promise<void> {
      await tx
        .update(shopSettings)
        .set({
          codVerifyFirstOrderAboveTaka: rules.verifyFirstOrderAboveTaka,
          codPrepayDeliveryAfterReturns: rules.prepayDeliveryAfterReturns,
          codRefuseAfterReturns: rules.refuseCodAfterReturns,
          updatedAt: sql`now()`,
        })
        .where(eq(shopSettings.id, 1));
    },

    async setOrderCaps(tx: Transaction, caps: OrderCaps): Promise<void> {
      await tx
        .update(shopSettings)
        .set({ ...caps, updatedAt: sql`now()` })
        .where(eq(shopSettings.id, 1));
    },

    async setShopDetails(tx: Transaction, details: ShopDetailsUpdate): Promise<void> {
      await tx
        .update(shopSettings)
        .set({ ...details, updatedAt: sql`now()` })
        .where(eq(shopSettings.id, 1));
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

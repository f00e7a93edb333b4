import { eq, sql } from 'drizzle-orm';

import {
  type DeliveryFeesPoisha,
  poishaToTaka,
  type PublicSettings,
  type ShippingFee,
  type ShippingFeeUpdate,
  type ShopDetailsUpdate,
  takaToPoisha,
} from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';

export function createSettingsRepository(db: Database) {
  /** The single settings row; created with its defaults the first time anyone asks. */
  async function row() {
    const [existing] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (existing) return existing;
    const [created] = await db.insert(shopSettings).values({ id: 1 }).onConflictDoNothing().returning();
    if (created) return created;
    const [raced] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    if (!raced) throw new Error('shop_settings row missing');
    return raced;
  }

  return {
    /** The fees checkout charges, in poisha (docs/decisions/002). */
    async deliveryFeesPoisha(): Promise<DeliveryFeesPoisha> {
      const settings = await row();
      return { insidePoisha: settings.shippingFeeInsidePoisha, outsidePoisha: settings.shippingFeeOutsidePoisha };
    },
    async shippingFees(): Promise<ShippingFee> {
      const settings = await row();
      const international = settings.shippingFeeInternationalPoisha;
      return {
        shippingFee: poishaToTaka(settings.shippingFeeInsidePoisha),
        shippingFeeOutside: poishaToTaka(settings.shippingFeeOutsidePoisha),
        shippingFeeInternational: international === null ? null : poishaToTaka(international),
      };
    },
    /** The details kept in the database; the rest of PublicSettings comes from the configuration. */
    async publicSettings(): Promise<
      Omit<PublicSettings, 'googleClientId' | 'otpLength' | 'cardPayments' | 'publicUrl'>
    > {
      const { shopName, supportPhone, supportEmail, receivingNumber } = await row();
      return { shopName, supportPhone, supportEmail, receivingNumber };
    },

    /** Admin changes, each with its audit entry in the same transaction. */
    async updateShippingFees(actorId: string, fees: ShippingFeeUpdate) {
      const before = await this.shippingFees();
      await db.transaction(async (tx) => {
        await tx
          .update(shopSettings)
          .set({
            shippingFeeInsidePoisha: takaToPoisha(fees.shippingFee),
            shippingFeeOutsidePoisha: takaToPoisha(fees.shippingFeeOutside),
            // Not sent leaves it; null clears it.
            ...(fees.shippingFeeInternational !== undefined && {
              shippingFeeInternationalPoisha:
                fees.shippingFeeInternational === null ? null : takaToPoisha(fees.shippingFeeInternational),
            }),
            updatedAt: sql`now()`,
          })
          .where(eq(shopSettings.id, 1));
        await audit(tx, { actorId, action: 'update', entity: 'shipping-fee', entityId: '1', before, after: fees });
      });
      return this.shippingFees();
    },

    async updateShopDetails(actorId: string, details: ShopDetailsUpdate) {
      const before = await this.publicSettings();
      await db.transaction(async (tx) => {
        await tx
          .update(shopSettings)
          .set({ ...details, updatedAt: sql`now()` })
          .where(eq(shopSettings.id, 1));
        await audit(tx, { actorId, action: 'update', entity: 'shop-settings', entityId: '1', before, after: details });
      });
    },
  };
}

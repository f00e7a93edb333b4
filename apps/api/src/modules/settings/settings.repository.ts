import { eq } from 'drizzle-orm';

import { type DeliveryFeesPoisha, poishaToTaka, type PublicSettings } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';

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
    async shippingFees() {
      const settings = await row();
      return {
        shippingFee: poishaToTaka(settings.shippingFeeInsidePoisha),
        shippingFeeOutside: poishaToTaka(settings.shippingFeeOutsidePoisha),
      };
    },
    async publicSettings(): Promise<Omit<PublicSettings, 'googleClientId' | 'otpLength'>> {
      const { shopName, supportPhone, supportEmail, receivingNumber } = await row();
      return { shopName, supportPhone, supportEmail, receivingNumber };
    },
  };
}

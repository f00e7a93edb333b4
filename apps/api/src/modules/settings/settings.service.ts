/**
 * Delivery fees (spec section 9) and the shop's public details: read by checkout, invoices and the
 * pages, changed by the admin, each change with its audit entry in the same transaction.
 */
import {
  type CodRiskRules,
  type DeliveryFeesPoisha,
  type OrderCaps,
  poishaToTaka,
  type PublicSettings,
  type ShippingFee,
  type ShippingFeeUpdate,
  type ShopDetailsUpdate,
  takaToPoisha,
} from '@dokan/domain';

import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { SettingsRepository, SettingsRow } from './settings.repository.ts';

/**
 * How long checkout trusts the row it keeps in memory at most: a change made through the admin
 * drops it at once in every process (settings.module.ts); the bound only covers a lost message.
 */
const KEPT_ROW_TTL_MS = 60_000;

/**
 * What the pages are told besides the stored settings: whether to draw the Google button, how many
 * code boxes, card, bKash and Nagad payments, the shop's public address for canonical and shared links,
 * and the Meta pixel to load.
 */
export type ServerSettings = Pick<
  PublicSettings,
  'googleClientId' | 'otpLength' | 'cardPayments' | 'bkashPayments' | 'nagadPayments' | 'publicUrl' | 'metaPixelId'
>;

export function createSettingsService(deps: { db: Database; settings: SettingsRepository; server: ServerSettings }) {
  const { db, settings, server } = deps;
  // Checkout reads the fees and COD rules on every order: from memory, not the database (decision 045).
  const kept = new TtlCache<SettingsRow>(KEPT_ROW_TTL_MS, 1);
  const keptRow = (tx?: Transaction) => kept.get('row', () => settings.row(tx));

  async function shippingFees(): Promise<ShippingFee> {
    const row = await settings.row();
    const international = row.shippingFeeInternationalPoisha;
    return {
      shippingFee: poishaToTaka(row.shippingFeeInsidePoisha),
      shippingFeeOutside: poishaToTaka(row.shippingFeeOutsidePoisha),
      shippingFeeInternational: international === null ? null : poishaToTaka(international),
    };
  }

  /** The owner's COD rules (decision 041), read from the one row every process shares. */
  async function codRules(): Promise<CodRiskRules> {
    const row = await keptRow();
    return {
      verifyFirstOrderAboveTaka: row.codVerifyFirstOrderAboveTaka,
      prepayDeliveryAfterReturns: row.codPrepayDeliveryAfterReturns,
      refuseCodAfterReturns: row.codRefuseAfterReturns,
    };
  }

  /** The owner's caps on orders and SMS (decision 071), read as the COD rules are; within `tx` when a caller holds one. */
  async function orderCaps(tx?: Transaction): Promise<OrderCaps> {
    const { ordersPerAccountHour, ordersPerAddressHour, openCodPerAccount, openCodPerPhone, smsPerPhoneDay } =
      await keptRow(tx);
    return { ordersPerAccountHour, ordersPerAddressHour, openCodPerAccount, openCodPerPhone, smsPerPhoneDay };
  }

  async function storedDetails() {
    const { shopName, supportPhone, supportEmail, receivingNumber } = await settings.row();
    return { shopName, supportPhone, supportEmail, receivingNumber };
  }

  return {
    /** The fees checkout charges, in poisha (docs/decisions/002). */
    async deliveryFeesPoisha(): Promise<DeliveryFeesPoisha> {
      const row = await keptRow();
      return { insidePoisha: row.shippingFeeInsidePoisha, outsidePoisha: row.shippingFeeOutsidePoisha };
    },

    shippingFees,

    codRules,

    orderCaps,

    /** The row changed (here or in another process): checkout reads it afresh. */
    forgetKept(): void {
      kept.clear();
    },

    async updateCodRules(actorId: string, rules: CodRiskRules): Promise<CodRiskRules> {
      const before = await codRules();
      await db.transaction(async (tx) => {
        await settings.setCodRules(tx, rules);
        await audit(tx, { actorId, action: 'update', entity: 'cod-rules', entityId: '1', before, after: rules });
      });
      kept.clear();
      return codRules();
    },

    async updateOrderCaps(actorId: string, caps: OrderCaps): Promise<OrderCaps> {
      const before = await orderCaps();
      await db.transaction(async (tx) => {
        await settings.setOrderCaps(tx, caps);
        await audit(tx, { actorId, action: 'update', entity: 'order-caps', entityId: '1', before, after: caps });
      });
      kept.clear();
      return orderCaps();
    },

    async publicSettings(): Promise<PublicSettings> {
      return { ...(await storedDetails()), ...server };
    },

    async updateShippingFees(actorId: string, fees: ShippingFeeUpdate): Promise<ShippingFee> {
      const before = await shippingFees();
      await db.transaction(async (tx) => {
        await settings.setFees(tx, {
          insidePoisha: takaToPoisha(fees.shippingFee),
          outsidePoisha: takaToPoisha(fees.shippingFeeOutside),
          ...(fees.shippingFeeInternational !== undefined && {
            internationalPoisha:
              fees.shippingFeeInternational === null ? null : takaToPoisha(fees.shippingFeeInternational),
          }),
        });
        await audit(tx, { actorId, action: 'update', entity: 'shipping-fee', entityId: '1', before, after: fees });
      });
      kept.clear();
      return shippingFees();
    },

    async updateShopDetails(actorId: string, details: ShopDetailsUpdate): Promise<void> {
      const before = await storedDetails();
      await db.transaction(async (tx) => {
        await settings.setShopDetails(tx, details);
        await audit(tx, { actorId, action: 'update', entity: 'shop-settings', entityId: '1', before, after: details });
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

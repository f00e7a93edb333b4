/**
 * An order's invoice as a PDF (spec section 7): a customer gets their own orders' invoices, an admin
 * any order's, in the reader's language. The order comes from orders, the shop's details from settings, its logo from banners.
 */
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';

import { loadDivisionAreas, localOptional, localPlaces, localText, MEDIA_PATH_PREFIX } from '@dokan/domain';

import { forbidden, notFound } from '../../lib/errors.ts';
import { isValidStorageKey, type Storage } from '../../lib/storage.ts';
import type { UserRow } from '../accounts/accounts.module.ts';
import type { BannersService } from '../banners/banners.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type InvoiceData, renderInvoicePdf } from './invoice-pdf.ts';

export interface InvoicesServiceDeps {
  storage: Storage;
  orders: Pick<OrdersService, 'byId' | 'itemsOf'>;
  settings: Pick<SettingsService, 'publicSettings'>;
  banners: Pick<BannersService, 'currentLogo'>;
  promotions: Pick<PromotionsService, 'savingsOf'>;
}

export function createInvoicesService({ storage, orders, settings, banners, promotions }: InvoicesServiceDeps) {
  /** The shop's current logo as PNG for pdfkit (which reads PNG and JPEG only); null without a usable one. */
  async function logoPng(log: FastifyBaseLogger): Promise<Buffer | null> {
    const logo = await banners.currentLogo();
    if (!logo?.logo.startsWith(MEDIA_PATH_PREFIX)) return null;
    const key = logo.logo.slice(MEDIA_PATH_PREFIX.length);
    if (!isValidStorageKey(key)) return null;
    try {
      const stored = await storage.get(key);
      if (!stored) return null;
      return await sharp(stored.bytes, { limitInputPixels: 40_000_000 })
        .resize({ width: 256, height: 256, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
    } catch (error) {
      // A broken logo file must not cost the shopper their invoice.
      log.warn({ err: error, key }, 'invoice logo could not be read');
      return null;
    }
  }

  return {
    /** The invoice of the order, for this reader, and its file name; `log` hears of a logo that could not be used. */
    async render(reader: UserRow, orderId: string, log: FastifyBaseLogger): Promise<{ pdf: Buffer; fileName: string }> {
      const order = await orders.byId(orderId);
      if (!order) throw notFound('Order not found');
      if (order.customerId !== reader.id && reader.role !== 'admin') {
        throw forbidden('You may only download invoices of your own orders.');
      }
      const { language } = reader;
      const [items, shop, logo, areas, savings] = await Promise.all([
        orders.itemsOf(order.id),
        settings.publicSettings(),
        logoPng(log),
        language === 'bn' ? loadDivisionAreas(order.division) : undefined,
        promotions.savingsOf(order.id),
      ]);
      const data: InvoiceData = {
        shop: { name: shop.shopName, supportPhone: shop.supportPhone, supportEmail: shop.supportEmail, logoPng: logo },
        issuedAt: new Date(),
        order: {
          id: order.id,
          transactionId: order.transactionId,
          createdAt: order.createdAt,
          status: order.status,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          phone: order.phone,
          // Each line and place in the reader's language, as the order kept them (docs/decisions/055, 057).
          address: localPlaces(
            {
              addressDetails: order.addressDetails,
              city: order.city,
              district: order.district,
              division: order.division,
            },
            language,
            areas,
          ),
          items: items.map((item) => ({
            name: localText(language, item.productName, item.productNameBn),
            color: localOptional(language, item.color, item.colorBn),
            size: localOptional(language, item.size, item.sizeBn),
            sku: item.sku,
            quantity: item.quantity,
            unitPricePoisha: item.unitPricePoisha,
            subTotalPoisha: item.subTotalPoisha,
          })),
          subtotalPoisha: order.subtotalPoisha,
          discountPoisha: order.discountPoisha,
          promotionDiscountPoisha: order.promotionDiscountPoisha,
          // Each promotion's saving, named in the reader's language (docs/decisions/085).
          promotions: savings.map((saving) => ({
            name: localText(language, saving.name, saving.nameBn),
            level: saving.level,
            savingPoisha: saving.savingPoisha,
          })),
          couponCode: order.couponCode,
          deliveryFeePoisha: order.deliveryFeePoisha,
          totalPoisha: order.totalPoisha,
        },
      };
      return { pdf: await renderInvoicePdf(data, language), fileName: `invoice-${order.id}.pdf` };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/**
 * GET /order/invoice/{orderId} (spec section 7): the order's invoice as a PDF file the page saves
 * as invoice-{orderId}.pdf. A customer gets their own orders' invoices; an admin any order's.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';

import { ErrorResponseSchema, IdSchema, MEDIA_PATH_PREFIX } from '@dokan/domain';

import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isValidStorageKey, type Storage } from '../../lib/storage.ts';
import { signedIn } from '../accounts/authenticate.ts';
import { createBannersRepository } from '../banners/banners.repository.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type InvoiceData, renderInvoicePdf } from './invoice-pdf.ts';

export interface InvoicesRoutesOptions {
  db: Database;
  storage: Storage;
  orders: OrdersRepository;
  settings: Pick<SettingsService, 'publicSettings'>;
}

/** The shop's current logo as PNG for pdfkit (which reads PNG and JPEG only); null without a usable one. */
async function logoPng(
  banners: ReturnType<typeof createBannersRepository>,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<Buffer | null> {
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

export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (app, options) => {
  const { db, storage, orders, settings } = options;
  const banners = createBannersRepository(db);

  app.get(
    '/order/invoice/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: z.object({ orderId: IdSchema }),
        produces: ['application/pdf'],
        response: {
          200: z.unknown().describe('The invoice, application/pdf, saved as invoice-{orderId}.pdf'),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const order = await orders.byId(db, request.params.orderId);
      if (!order) throw notFound('Order not found');
      if (order.customerId !== user.id && user.role !== 'admin') {
        throw forbidden('You may only download invoices of your own orders.');
      }
      const [items, shop, logo] = await Promise.all([
        orders.itemsOf(db, order.id),
        settings.publicSettings(),
        logoPng(banners, storage, request.log),
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
          address: {
            addressDetails: order.addressDetails,
            city: order.city,
            district: order.district,
            division: order.division,
          },
          items: items.map((item) => ({
            name: item.productName,
            color: item.color,
            size: item.size,
            quantity: item.quantity,
            unitPricePoisha: item.unitPricePoisha,
            subTotalPoisha: item.subTotalPoisha,
          })),
          subtotalPoisha: order.subtotalPoisha,
          discountPoisha: order.discountPoisha,
          couponCode: order.couponCode,
          deliveryFeePoisha: order.deliveryFeePoisha,
          totalPoisha: order.totalPoisha,
        },
      };
      const pdf = await renderInvoicePdf(data);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${order.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

/**
 * Builds the whole server: external plugins, then ours, then the feature modules under /api.
 * Tests build it with a fresh database; server.ts builds it with the configured one.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { Database } from './db/client.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import type { Storage } from './lib/storage.ts';
import { serveWebApp } from './lib/web-app.ts';
import { type AccountsConfig, setUpAccounts } from './modules/accounts/accounts.module.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createCategoriesRepository } from './modules/catalogue/categories.repository.ts';
import { createProductsRepository } from './modules/catalogue/products.repository.ts';
import { createProductsService } from './modules/catalogue/products.service.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { createCouponsService } from './modules/coupons/coupons.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { devOutboxRoutes } from './modules/notifications/dev-outbox.routes.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { choosePaymentGateway, type PaymentsConfig } from './modules/payments/payments.module.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';

export interface AppOptions {
  db: Database;
  /** Where images are kept, and where their resized variants are cached. */
  storage: Storage;
  mediaCacheDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve beside the API. */
  webDist?: string;
  accounts: AccountsConfig;
  /** The online payment gateway (SSLCommerz or the sandbox) and where its callbacks return. */
  payments: PaymentsConfig;
  /** Development helpers such as the outbox page; never in production. */
  devTools: boolean;
  /** Which proxies may name the client address in X-Forwarded-For (Fastify's trustProxy). */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    requestIdHeader: 'x-request-id',
    logController: new OneLinePerRequest(),
    trustProxy: options.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fieldSize: 64 * 1024, fields: 50, parts: 60 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Dokan API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { db } = options;
  const accountRoutes = setUpAccounts(app, { db, storage: options.storage, config: options.accounts });
  const products = createProductsService(createProductsRepository(db), createCategoriesRepository(db));
  const wishlist = createWishlistService(createWishlistRepository(db), products);
  const coupons = createCouponsService(db);
  const { gateway, sandbox } = choosePaymentGateway(options.payments);
  const orders = createOrdersService({
    db,
    orders: createOrdersRepository(db),
    coupons,
    settings: createSettingsRepository(db),
    gateway,
  });
  const payments = gateway ? createPaymentsService(orders, gateway) : null;
  await app.register(
    async (api) => {
      await api.register(catalogueRoutes, { db });
      await api.register(bannersRoutes, { db });
      await api.register(accountRoutes);
      await api.register(wishlistRoutes, { wishlist });
      await api.register(couponsRoutes, { coupons });
      await api.register(ordersRoutes, { orders });
      await api.register(paymentsRoutes, { payments, orders, publicUrl: options.payments.publicUrl, sandbox });
      await api.register(settingsRoutes, {
        db,
        googleClientId: options.accounts.googleClientId,
        otpLength: options.accounts.otpLength,
      });
      if (options.devTools) await api.register(devOutboxRoutes, { db });
      await api.register(mediaRoutes, { storage: options.storage, cacheDir: options.mediaCacheDir });
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, options.webDist);
  return app;
}

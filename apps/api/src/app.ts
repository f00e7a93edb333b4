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
import { type DevToolsMode, registerDevAccess } from './lib/dev-access.ts';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import type { RateLimitStore } from './lib/rate-limit-store.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { registerResponseCache, ResponseCache } from './lib/response-cache.ts';
import { registerSecurityHeaders, webAppScriptHashes } from './lib/security-headers.ts';
import type { Storage } from './lib/storage.ts';
import { serveWebApp } from './lib/web-app.ts';
import { type AccountsConfig, createAccountsModule } from './modules/accounts/accounts.module.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { bannersAdminRoutes } from './modules/banners/banners-admin.routes.ts';
import { createBannersAdminService } from './modules/banners/banners-admin.service.ts';
import { catalogueRoutes, createCatalogue } from './modules/catalogue/catalogue.routes.ts';
import { categoriesAdminRoutes } from './modules/catalogue/categories-admin.routes.ts';
import { createCategoriesAdminService } from './modules/catalogue/categories-admin.service.ts';
import { productsAdminRoutes } from './modules/catalogue/products-admin.routes.ts';
import { createProductsAdminService } from './modules/catalogue/products-admin.service.ts';
import { createCouponsModule } from './modules/coupons/coupons.module.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { type MediaLimits, setUpMedia } from './modules/media/media.module.ts';
import { createNotificationsModule } from './modules/notifications/notifications.module.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createOrdersAdminService } from './modules/orders/orders-admin.service.ts';
import { startAbandonedPaymentSweeper } from './modules/payments/abandoned-payments.ts';
import { choosePaymentGateway, type PaymentsConfig } from './modules/payments/payments.module.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createRefundsRepository } from './modules/refunds/refunds.repository.ts';
import { refundsRoutes } from './modules/refunds/refunds.routes.ts';
import { createRefundsService } from './modules/refunds/refunds.service.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createSettingsModule } from './modules/settings/settings.module.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';

export interface AppOptions {
  db: Database;
  /** Where shoppers reach the shop (https turns on HSTS). */
  publicUrl: string;
  /** Where images are kept; their resized variants are cached and bounded as `media` says. */
  storage: Storage;
  media: MediaLimits;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve beside the API. */
  webDist?: string;
  accounts: AccountsConfig;
  /** Attempt counters (memory or Redis); the prefix keeps one shop's (or one test's) apart on a shared Redis. */
  rateLimits: { store: RateLimitStore; keyPrefix: string };
  /** The online payment gateway (SSLCommerz or the sandbox) and where its callbacks return. */
  payments: PaymentsConfig;
  /** Who may use the outbox, the demo logins and the sandbox gateway (lib/dev-access.ts). */
  devTools: DevToolsMode;
  /** Serve the OpenAPI explorer at /api/docs. */
  apiDocs: boolean;
  /** Which proxies may name the client address in X-Forwarded-For (Fastify's trustProxy). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Public catalogue answers kept in memory; a default one (5 s) when not given. */
  responseCache?: ResponseCache;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    requestIdHeader: 'x-request-id',
    logController: new OneLinePerRequest(),
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerDevAccess(app, options.devTools);
  await registerSecurityHeaders(app, {
    publicUrl: options.publicUrl,
    scriptHashes: await webAppScriptHashes(options.webDist),
  });

  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fieldSize: 64 * 1024, fields: 50, parts: 60 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Dokan API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The explorer's own pages carry their own policy, with the hashes of its inline scripts.
  if (options.apiDocs) {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets element styles as it draws; its scripts stay limited to its own hashes.
      transformStaticCSP: (header) =>
        header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    });
  }
  registerResponseCache(app, options.responseCache ?? new ResponseCache());

  const { db } = options;
  const media = setUpMedia({ storage: options.storage, limits: options.media });
  // Modules write images through media's storage: deleting one also drops its cached variants.
  const { storage } = media;
  const limiter = createRateLimiter(options.rateLimits.store, options.rateLimits.keyPrefix, app.log);
  const accounts = createAccountsModule({ db, storage, limiter, config: options.accounts });
  accounts.registerAuthentication(app);
  const notifications = createNotificationsModule({ db, devTools: options.devTools });
  const catalogue = createCatalogue(db, app.responseCache);
  const categoriesAdmin = createCategoriesAdminService({ db, storage, log: app.log });
  const productsAdmin = createProductsAdminService({
    db,
    storage,
    loadNames: () => catalogue.categories.catalogueNames(),
    log: app.log,
  });
  const wishlist = createWishlistService(createWishlistRepository(db), catalogue.products);
  const coupons = createCouponsModule({ db, limiter });
  const { gateway, sandbox } = choosePaymentGateway(options.payments);
  const ordersRepository = createOrdersRepository(db);
  const settings = createSettingsModule({
    db,
    server: {
      googleClientId: options.accounts.googleClientId,
      otpLength: options.accounts.otpLength,
      cardPayments: gateway !== null,
    },
  });
  const orders = createOrdersService({
    db,
    orders: ordersRepository,
    coupons: coupons.service,
    settings: settings.service,
    gateway,
    // Stock shows on the product's page; listings catch up within the cache's few seconds.
    onStockChanged: (productIds) => {
      for (const id of productIds) app.responseCache.invalidate(`/api/products/${id}`);
    },
  });
  const ordersAdmin = createOrdersAdminService(db, ordersRepository);
  const payments = gateway ? createPaymentsService(orders, gateway) : null;
  if (gateway) {
    const sweeper = startAbandonedPaymentSweeper(db, orders, app.log);
    app.addHook('onClose', () => sweeper.stop());
  }
  const refunds = createRefundsService({
    db,
    refunds: createRefundsRepository(db),
    orders: ordersRepository,
    ordersService: orders,
  });
  await app.register(
    async (api) => {
      await api.register(catalogueRoutes, catalogue);
      await api.register(categoriesAdminRoutes, { categoriesAdmin });
      await api.register(productsAdminRoutes, { productsAdmin, products: catalogue.products });
      await api.register(bannersRoutes, { db });
      await api.register(bannersAdminRoutes, {
        bannersAdmin: createBannersAdminService({ db, storage, log: app.log }),
      });
      await api.register(accounts.routes);
      await api.register(usersRoutes, { db });
      await api.register(reviewsRoutes, { db });
      await api.register(wishlistRoutes, { wishlist });
      await api.register(coupons.routes);
      await api.register(ordersRoutes, {
        orders,
        ordersAdmin,
        mayPayOnline: (request) => gateway !== null && (sandbox === null || request.mayUseDevTools),
      });
      await api.register(invoicesRoutes, { db, storage, orders: ordersRepository, settings: settings.service });
      await api.register(refundsRoutes, { refunds });
      await api.register(paymentsRoutes, { payments, orders, publicUrl: options.payments.publicUrl, sandbox });
      await api.register(settings.routes);
      await api.register(adminRoutes, { db, ordersAdmin });
      await api.register(notifications.routes);
      await api.register(media.routes);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, options.webDist);
  return app;
}

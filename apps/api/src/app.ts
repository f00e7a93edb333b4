/**
 * Builds the whole server: external plugins, then ours, then the feature modules under /api.
 * Tests build it with a fresh database; server.ts builds it with the configured one.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';

import type { Database } from './db/client.ts';
import { type DevToolsMode, registerDevAccess } from './lib/dev-access.ts';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { registerGracefulClose } from './lib/graceful-close.ts';
import { healthRoutes } from './lib/health.ts';
import { type InvalidationBus, localInvalidations, shareInvalidations } from './lib/invalidation-bus.ts';
import { registerMessageLanguage } from './lib/message-language.ts';
import { createMetricsRegistry, registerMetrics } from './lib/metrics.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import type { RateLimitStore } from './lib/rate-limit-store.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { registerResponseCache, ResponseCache } from './lib/response-cache.ts';
import { registerSecurityHeaders, webAppScriptHashes } from './lib/security-headers.ts';
import type { Storage } from './lib/storage.ts';
import { serveWebApp } from './lib/web-app.ts';
import { type AccountsConfig, createAccountsModule } from './modules/accounts/accounts.module.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import { type BackupsConfig, createBackupsModule } from './modules/backups/backups.module.ts';
import { createBannersModule } from './modules/banners/banners.module.ts';
import { createCatalogueModule } from './modules/catalogue/catalogue.module.ts';
import type { ImportPictureLimits } from './modules/catalogue/catalogue-csv-pictures.ts';
import { purchaseRecorder } from './modules/conversions/conversions.service.ts';
import { createCouponsModule } from './modules/coupons/coupons.module.ts';
import { type CouriersConfig, createCouriersModule, NO_COURIERS } from './modules/couriers/couriers.module.ts';
import { createFeedsModule } from './modules/feeds/feeds.module.ts';
import { createInvoicesModule } from './modules/invoices/invoices.module.ts';
import { createMediaModule, type MediaLimits } from './modules/media/media.module.ts';
import { createNotificationsModule } from './modules/notifications/notifications.module.ts';
import { createOrdersModule, imagesOnOrders } from './modules/orders/orders.module.ts';
import {
  choosePaymentGateways,
  createPaymentsModule,
  type PaymentsConfig,
} from './modules/payments/payments.module.ts';
import { createPromotionsModule } from './modules/promotions/promotions.module.ts';
import { createRefundsModule } from './modules/refunds/refunds.module.ts';
import { createReviewsModule, productReviews } from './modules/reviews/reviews.module.ts';
import { createSearchModule } from './modules/search/search.module.ts';
import { createSeoModule } from './modules/seo/seo.module.ts';
import { createSettingsModule } from './modules/settings/settings.module.ts';
import { createUsersModule } from './modules/users/users.module.ts';
import { createWebManifestModule } from './modules/web-manifest/web-manifest.module.ts';
import { createWishlistModule } from './modules/wishlist/wishlist.module.ts';

export interface AppOptions {
  db: Database;
  /** Where shoppers reach the shop (https turns on HSTS). */
  publicUrl: string;
  /** Where images are kept; their resized variants are cached and bounded as `media` says. */
  storage: Storage;
  media: MediaLimits;
  logger?: FastifyServerOptions['logger'];
  /** Share of successful reads the access log keeps (writes and errors are always logged); 1 by default. */
  logReadsSample?: number;
  /** Built web app to serve beside the API. */
  webDist?: string;
  accounts: AccountsConfig;
  /** Attempt counters (memory or Redis); the prefix keeps one shop's (or one test's) apart on a shared Redis. */
  rateLimits: { store: RateLimitStore; keyPrefix: string };
  /** The online payment gateway (SSLCommerz or the sandbox) and where its callbacks return. */
  payments: PaymentsConfig;
  /** The couriers parcels are booked with (none unless configured). */
  couriers?: CouriersConfig;
  /** Who may use the outbox, the demo logins and the sandbox gateway (lib/dev-access.ts). */
  devTools: DevToolsMode;
  /** Serve the OpenAPI explorer at /api/docs. */
  apiDocs: boolean;
  /** Which proxies may name the client address in X-Forwarded-For (Fastify's trustProxy). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Public catalogue answers kept in memory; a default one (5 s) when not given. */
  responseCache?: ResponseCache;
  /** How this process hears the others' cache invalidations and tells its own (closed with the app); none for a lone process. */
  invalidations?: (log: FastifyBaseLogger) => InvalidationBus;
  /** Where /metrics is counted (a fresh registry unless given) and the bearer that may read it from elsewhere. */
  metrics?: { registry?: Registry; token?: string | null; poolStats?: () => { inUse: number; waiting: number } };
  /** Bounds on the pictures a catalogue import fetches or unpacks (tests shorten them); the defaults unless given. */
  importPictures?: Partial<ImportPictureLimits>;
  /**
   * The Meta pixel the pages load, and whether its Purchases go to the Conversions API through the
   * outbox (decision 089); none unless set up.
   */
  meta?: { pixelId: string; conversionsApi: boolean } | null;
  /** Backups this process takes (on schedule, or asked by `npm run backup` with `controlToken`); none unless given. */
  backups?: { config: BackupsConfig | null; controlToken: string | null };
}

export async function buildApp(options: AppOptions) {
  return (await assembleApp(options)).app;
}

/** The app and the services of its modules: tests drive through them what no route does (the payment sweeper's step). */
export async function assembleApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    requestIdHeader: 'x-request-id',
    logController: new OneLinePerRequest({ readsSample: options.logReadsSample }),
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerMessageLanguage(app);
  registerGracefulClose(app);
  registerDevAccess(app, options.devTools);
  registerSecurityHeaders(app, {
    publicUrl: options.publicUrl,
    scriptHashes: await webAppScriptHashes(options.webDist),
    metaPixel: Boolean(options.meta),
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
  const metrics = options.metrics?.registry ?? createMetricsRegistry();
  registerMetrics(app, {
    registry: metrics,
    token: options.metrics?.token ?? null,
    responseCache: app.responseCache,
    poolStats: options.metrics?.poolStats,
  });
  const invalidations = options.invalidations?.(app.log.child({ component: 'invalidations' })) ?? localInvalidations();
  app.addHook('onClose', () => invalidations.close());
  shareInvalidations(app.responseCache, invalidations);

  const limiter = createRateLimiter(options.rateLimits.store, options.rateLimits.keyPrefix, app.log);

  // The feature modules, each built on the services of those below it (docs/architecture-api.md).
  const { db } = options;
  const log = app.log;
  const media = createMediaModule({ storage: options.storage, limits: options.media, invalidations });
  // Modules write images through media's storage: deleting one also drops its cached variants.
  const { storage } = media;
  const notifications = createNotificationsModule({ db, devTools: options.devTools, metrics });
  const gateways = choosePaymentGateways(options.payments, db, log);
  const settings = createSettingsModule({
    db,
    server: {
      googleClientId: options.accounts.googleClientId,
      otpLength: options.accounts.otpLength,
      cardPayments: gateways.card !== null,
      bkashPayments: gateways.bkash !== null,
      nagadPayments: gateways.nagad !== null,
      publicUrl: options.publicUrl,
      metaPixelId: options.meta?.pixelId ?? null,
    },
    responseCache: app.responseCache,
  });
  const accounts = createAccountsModule({
    db,
    storage,
    limiter,
    config: options.accounts,
    smsPerPhoneDay: async (tx) => (await settings.service.orderCaps(tx)).smsPerPhoneDay,
  });
  const search = createSearchModule({ db });
  app.addHook('onClose', () => search.service.close());
  const catalogue = createCatalogueModule({
    db,
    search: search.service,
    limiter,
    storage,
    log,
    responseCache: app.responseCache,
    accounts: accounts.service,
    // Reviews and orders stand on the catalogue: what it shows or keeps of theirs is handed down.
    reviews: productReviews(db),
    imagesOnOrders: imagesOnOrders(db),
    importPictures: options.importPictures,
  });
  const banners = createBannersModule({ db, storage, catalogue: catalogue.service, log });
  const coupons = createCouponsModule({ db, limiter });
  const promotions = createPromotionsModule({ db, catalogue: catalogue.service, responseCache: app.responseCache });
  const orders = createOrdersModule({
    db,
    accounts: accounts.service,
    catalogue: catalogue.service,
    coupons: coupons.service,
    promotions: promotions.service,
    settings: settings.service,
    payments: gateways,
    limiter,
    publicUrl: options.publicUrl,
    responseCache: app.responseCache,
    metrics,
    onPaid: purchaseRecorder(options.meta?.conversionsApi ? options.meta.pixelId : null),
  });
  const payments = createPaymentsModule({
    gateways,
    orders: orders.service,
    publicUrl: options.payments.publicUrl,
    log,
    // Refunds stand on payments (gateway refunds); the refunds a gateway owes are recorded through them once built.
    owedRefunds: { record: (refund) => refunds.owedRefunds.record(refund) },
  });
  const reviews = createReviewsModule({ db, catalogue: catalogue.service, orders: orders.service });
  const wishlist = createWishlistModule({ db, catalogue: catalogue.service });
  const users = createUsersModule({ db, accounts: accounts.service, orders: orders.service });
  const invoices = createInvoicesModule({
    storage,
    orders: orders.service,
    settings: settings.service,
    banners: banners.service,
    promotions: promotions.service,
  });
  const refunds = createRefundsModule({
    db,
    orders: orders.service,
    gatewayRefunds: payments.gatewayRefunds,
    metrics,
  });
  const couriers = createCouriersModule({
    db,
    orders: orders.service,
    settings: settings.service,
    limiter,
    config: options.couriers ?? NO_COURIERS,
    devTools: options.devTools,
    log,
    metrics,
  });
  const admin = createAdminModule({
    db,
    accounts: accounts.service,
    orders: orders.service,
    catalogue: catalogue.service,
  });
  const backups = createBackupsModule({
    db,
    config: options.backups?.config ?? null,
    controlToken: options.backups?.controlToken ?? null,
    metrics,
    log: log.child({ component: 'backups' }),
  });

  // Who is asking: every module guards its routes with app.requireUser and app.requireRole.
  accounts.registerAuthentication(app);
  const sweeper = payments.startSweeper();
  if (sweeper) app.addHook('onClose', () => sweeper.stop());
  const poll = couriers.startPoll(log);
  if (poll) app.addHook('onClose', () => poll.stop());
  const backupSchedule = backups.service.startSchedule();
  if (backupSchedule) app.addHook('onClose', () => backupSchedule.stop());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      for (const module of [
        catalogue,
        banners,
        accounts,
        users,
        reviews,
        wishlist,
        coupons,
        promotions,
        orders,
        invoices,
        refunds,
        couriers,
        payments,
        settings,
        admin,
        backups,
        notifications,
        media,
        search,
      ]) {
        await api.register(module.routes);
      }
    },
    { prefix: '/api' },
  );
  // Crawlers read robots.txt and the sitemap at the site's root, beside the pages.
  await app.register(createSeoModule({ catalogue: catalogue.service, publicUrl: options.publicUrl }).routes);
  // Meta Commerce Manager and Google Merchant Center fetch the product feeds there too (docs/decisions/087).
  await app.register(
    createFeedsModule({
      catalogue: catalogue.service,
      settings: settings.service,
      publicUrl: options.publicUrl,
      responseCache: app.responseCache,
    }).routes,
  );
  // Phones read the manifest and its icons at the root too, to install the shop (docs/decisions/083).
  await app.register(
    createWebManifestModule({ settings: settings.service, banners: banners.service, storage, log }).routes,
  );

  await serveWebApp(app, options.webDist);
  await app.ready();
  return {
    app,
    services: {
      orders: orders.service,
      sweepAbandonedPayments: payments.sweepAbandoned,
      couriers: couriers.service,
      warmCatalogue: catalogue.warm,
      backups: backups.service,
      orderCaps: settings.service.orderCaps,
      metrics,
    },
  };
}

/**
 * Puts the catalogue together: categories and products for shoppers, their admin (and sellers')
 * writes, and the service other modules use. One catalogue per app: its caches (names, totals) are
 * shared by every answer that shows products.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { oneProductOf, type ResponseCache } from '../../lib/response-cache.ts';
import type { Storage } from '../../lib/storage.ts';
import type { UserDirectory } from '../accounts/accounts.module.ts';
import type { SearchService } from '../search/search.service.ts';
import { createCartLinks } from './cart-links.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService, type ImagesOnOrders, type ProductReviews } from './catalogue.service.ts';
import { createCatalogueCsvService } from './catalogue-csv.service.ts';
import type { ImportPictureLimits } from './catalogue-csv-pictures.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { categoriesAdminRoutes } from './categories-admin.routes.ts';
import { createCategoriesAdminService } from './categories-admin.service.ts';
import { createProductsRepository } from './products.repository.ts';
import { createProductsService } from './products.service.ts';
import { productsAdminRoutes } from './products-admin.routes.ts';
import { createProductsAdminService } from './products-admin.service.ts';

export interface CatalogueDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Whatever makes cached answers stale makes the catalogue's own caches stale too. */
  responseCache: ResponseCache;
  accounts: Pick<UserDirectory, 'find'>;
  /** The products' words are searched through it (decision 067). */
  search: SearchService;
  /** Limits the searches each address asks that nothing kept answers. */
  limiter: RateLimiter;
  /** From the modules that stand on the catalogue (app.ts hands them down). */
  reviews: ProductReviews;
  imagesOnOrders: ImagesOnOrders;
  /** Bounds on the pictures a CSV import fetches or unpacks; the defaults unless given (decision 081). */
  importPictures?: Partial<ImportPictureLimits>;
}

export function createCatalogueModule(deps: CatalogueDeps) {
  const { db, storage, log } = deps;
  const categories = createCategoriesRepository(db);
  const loadNames = () => categories.catalogueNames();
  const products = createProductsService(
    createProductsRepository(db, { loadNames, reviews: deps.reviews, search: deps.search }),
  );
  // One product's stock or page changing (an order) drops its card and leaves totals, names, search
  // corrections and listing keys as they were; an edit of products alone is taken by the search
  // index in place (decision 068); anything wider forgets them (decisions 029, 050).
  deps.responseCache.onInvalidate((pathPrefix, edited) => {
    const product = oneProductOf(pathPrefix);
    if (product) products.forgetProduct(product);
    else if (edited?.length) {
      products
        .productsEdited(edited)
        .catch((error: unknown) => log.warn({ err: error }, 'search: a change not applied'));
    } else products.forgetCached();
  });
  const categoriesAdmin = createCategoriesAdminService({ db, storage, log });
  const productsAdmin = createProductsAdminService({
    db,
    storage,
    loadNames,
    accounts: deps.accounts,
    imagesOnOrders: deps.imagesOnOrders,
    log,
  });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(catalogueRoutes, {
        categories,
        products,
        limiter: deps.limiter,
        cartLinks: createCartLinks(db, products),
      });
      await api.register(categoriesAdminRoutes, { categoriesAdmin });
      await api.register(productsAdminRoutes, {
        productsAdmin,
        products,
        catalogueCsv: createCatalogueCsvService({
          db,
          loadNames,
          storage,
          imagesOnOrders: deps.imagesOnOrders,
          log,
          pictureLimits: deps.importPictures,
        }),
      });
    },
    service: createCatalogueService({ db, products, categories }),
    /** Reads ahead what the first listings and searches would wait for (decision 051). */
    warm: () => products.warm(),
  };
}

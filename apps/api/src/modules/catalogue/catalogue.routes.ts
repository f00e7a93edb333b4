import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  CartLinkQuerySchema,
  CartLinkSchema,
  CategorySchema,
  CategoryWithProductsSchema,
  envelope,
  IdParamsSchema,
  parseCartLinkItems,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  SubCategoryQuerySchema,
  SubCategorySchema,
  SubSubCategoryQuerySchema,
  SubSubCategorySchema,
} from '@dokan/domain';

import { notFound } from '../../lib/errors.ts';
import { addressKey, type RateLimiter, type WindowRule } from '../../lib/rate-limit.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { publicRead } from '../../lib/response-cache.ts';
import type { CartLinks } from './cart-links.ts';
import type { CategoriesRepository } from './categories.repository.ts';
import type { ProductsService } from './products.service.ts';

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`${what} not found`);
  return value;
};

export interface Catalogue {
  categories: CategoriesRepository;
  products: ProductsService;
  limiter: RateLimiter;
  cartLinks: CartLinks;
}

/**
 * Searches that find nothing kept cost the process their ranking: an address may ask 1,000 of them
 * in 5 minutes, room for a mobile operator's shared address full of shoppers (decision 019);
 * searches already asked by anyone, and other pages and sorts of them, are not counted (decision 067).
 */
export const NEW_SEARCH_LIMIT: WindowRule = { name: 'search-ip', limit: 1_000, windowMs: 5 * 60_000 };

/** Read side of the catalogue (spec section 7, Catalogue): what a visitor browses without an account. */
export const catalogueRoutes: FastifyPluginAsyncZod<Catalogue> = async (
  app,
  { categories, products, limiter, cartLinks },
) => {
  const tags = ['catalogue'];

  app.get(
    '/categories',
    { config: publicRead, schema: { tags, response: { 200: envelope(z.array(CategorySchema)) } } },
    async () => ok(await categories.listCategories(), 'Categories retrieved successfully'),
  );

  app.get(
    '/categories/get-names',
    { config: publicRead, schema: { tags, response: { 200: envelope(z.array(z.string())) } } },
    async () => ok(await categories.categoryNames(), 'Category names retrieved successfully'),
  );

  app.get(
    '/categories/:id',
    {
      config: publicRead,
      schema: { tags, params: IdParamsSchema, response: { 200: envelope(CategorySchema), ...errorAnswers(400, 404) } },
    },
    async (request) =>
      ok(found(await categories.findCategory(request.params.id), 'Category'), 'Category retrieved successfully'),
  );

  app.get(
    '/subcategories',
    {
      config: publicRead,
      schema: {
        tags,
        querystring: SubCategoryQuerySchema,
        response: { 200: envelope(z.array(SubCategorySchema)), ...errorAnswers(400) },
      },
    },
    async (request) =>
      ok(await categories.listSubCategories(request.query.categoryId), 'Subcategories retrieved successfully'),
  );

  app.get(
    '/subcategories/:id',
    {
      config: publicRead,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(SubCategorySchema), ...errorAnswers(400, 404) },
      },
    },
    async (request) =>
      ok(
        found(await categories.findSubCategory(request.params.id), 'Subcategory'),
        'Subcategory retrieved successfully',
      ),
  );

  app.get(
    '/subsubcategories',
    {
      config: publicRead,
      schema: {
        tags,
        querystring: SubSubCategoryQuerySchema,
        response: { 200: envelope(z.array(SubSubCategorySchema)), ...errorAnswers(400) },
      },
    },
    async (request) =>
      ok(
        await categories.listSubSubCategories(request.query.subCategoryId),
        'Sub-subcategories retrieved successfully',
      ),
  );

  app.get(
    '/subsubcategories/:id',
    {
      config: publicRead,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(SubSubCategorySchema), ...errorAnswers(400, 404) },
      },
    },
    async (request) =>
      ok(
        found(await categories.findSubSubCategory(request.params.id), 'Sub-subcategory'),
        'Sub-subcategory retrieved successfully',
      ),
  );

  app.get(
    '/products',
    {
      config: publicRead,
      schema: {
        tags,
        querystring: ProductListQuerySchema,
        response: { 200: envelope(ProductListSchema), ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { search } = request.query;
      if (search !== undefined && !(await products.searchIsKept(search))) {
        await limiter.check(NEW_SEARCH_LIMIT, addressKey(request.ip));
      }
      const list = await products.list(request.query);
      return ok(list, list.message);
    },
  );

  app.get(
    '/products/categories-with-products',
    { config: publicRead, schema: { tags, response: { 200: envelope(z.array(CategoryWithProductsSchema)) } } },
    async () => ok(await products.categoriesWithProducts(), 'Categories with products retrieved successfully'),
  );

  // A cart link's items (docs/decisions/088); under /api/products, so a catalogue change reaches it.
  app.get(
    '/products/cart-link',
    {
      config: publicRead,
      schema: {
        tags,
        querystring: CartLinkQuerySchema,
        response: { 200: envelope(CartLinkSchema), ...errorAnswers(400) },
      },
    },
    async (request) =>
      ok(await cartLinks.resolve(parseCartLinkItems(request.query.items)!), 'Cart link read successfully'),
  );

  app.get(
    '/products/:id',
    {
      config: publicRead,
      schema: { tags, params: IdParamsSchema, response: { 200: envelope(ProductSchema), ...errorAnswers(400, 404) } },
    },
    async (request) => ok(await products.get(request.params.id), 'Product retrieved successfully'),
  );
};

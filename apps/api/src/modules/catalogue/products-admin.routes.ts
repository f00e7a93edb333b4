/**
 * Product writes and the management list (spec section 7, Catalogue; admin-contract.md): admins
 * for every product, sellers (owners) for their own. Writes answer the product as its page reads it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AdminProductListQuerySchema,
  AdminProductListSchema,
  envelope,
  IdParamsSchema,
  MAX_PRODUCT_IMAGES,
  OWN_PRODUCTS_ONLY_MESSAGE,
  OwnerParamsSchema,
  PRODUCT_IMAGES_MAX_MESSAGE,
  ProductCreateFieldsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductUpdateFieldsSchema,
} from '@dokan/domain';

import { forbidden } from '../../lib/errors.ts';
import { parseFormFields, readMultipartForm } from '../../lib/multipart.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { ProductsService } from './products.service.ts';
import type { ProductsAdminService } from './products-admin.service.ts';

/** Product listings, pages and the home page's category blocks: every cached read under this prefix. */
const PRODUCT_READS = '/api/products';

const IMAGE_FIELDS = { productImages: { max: MAX_PRODUCT_IMAGES, tooMany: PRODUCT_IMAGES_MAX_MESSAGE } };

export interface ProductsAdminRouteOptions {
  productsAdmin: ProductsAdminService;
  products: ProductsService;
}

export const productsAdminRoutes: FastifyPluginAsyncZod<ProductsAdminRouteOptions> = async (
  app,
  { productsAdmin, products },
) => {
  const onRequest = app.requireRole('admin', 'owner');
  const tags = ['admin: catalogue'];
  const consumes = ['multipart/form-data'];
  const forgetProductReads = () => app.responseCache.invalidate(PRODUCT_READS);

  /**
   * A seller's list is theirs and the admins'. Checked on arrival, before the query is read, so
   * that nobody else learns anything from how a malformed one is refused.
   */
  const ownerOrAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await onRequest(request, reply);
    const { ownerId } = request.params as { ownerId?: string };
    const user = signedIn(request);
    if (user.role !== 'admin' && user.id !== ownerId) throw forbidden(OWN_PRODUCTS_ONLY_MESSAGE);
  };

  app.get(
    '/products/owner/:ownerId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        tags,
        params: OwnerParamsSchema,
        querystring: ProductListQuerySchema,
        response: { 200: envelope(ProductListSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const list = await products.list(request.query, request.params.ownerId);
      return ok(list, list.message);
    },
  );

  app.get(
    '/admin/products',
    {
      onRequest,
      schema: {
        tags,
        querystring: AdminProductListQuerySchema,
        response: { 200: envelope(AdminProductListSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await productsAdmin.list(signedIn(request), request.query), 'Products retrieved successfully'),
  );

  app.post(
    '/products',
    {
      onRequest,
      schema: { tags, consumes, response: { 201: envelope(ProductSchema), ...errorAnswers(400, 401, 403, 409, 413) } },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, IMAGE_FIELDS);
      const fields = parseFormFields(ProductCreateFieldsSchema, form.fields);
      const id = await productsAdmin.create(signedIn(request), fields, form.files.productImages ?? []);
      forgetProductReads();
      return reply.code(201).send(ok(await products.get(id), 'Product created successfully'));
    },
  );

  app.put(
    '/products/:id',
    {
      onRequest,
      schema: {
        tags,
        consumes,
        params: IdParamsSchema,
        response: { 200: envelope(ProductSchema), ...errorAnswers(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, IMAGE_FIELDS);
      const fields = parseFormFields(ProductUpdateFieldsSchema, form.fields);
      await productsAdmin.update(signedIn(request), request.params.id, fields, form.files.productImages ?? []);
      forgetProductReads();
      return ok(await products.get(request.params.id), 'Product updated successfully');
    },
  );

  app.delete(
    '/products/:id',
    {
      onRequest,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(z.null()), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await productsAdmin.remove(signedIn(request), request.params.id);
      forgetProductReads();
      return ok(null, 'Product deleted successfully');
    },
  );
};

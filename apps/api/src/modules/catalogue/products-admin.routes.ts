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
  CATALOGUE_IMAGES_ZIP_MAX_BYTES,
  CATALOGUE_IMPORT_MAX_BYTES,
  CatalogueImportFieldsSchema,
  CatalogueImportReportSchema,
  CSV_FILE_REQUIRED_MESSAGE,
  CSV_TOO_LARGE_MESSAGE,
  envelope,
  IdParamsSchema,
  IMAGES_ZIP_ONE_MESSAGE,
  IMAGES_ZIP_TOO_LARGE_MESSAGE,
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

import { banglaOf } from '../../lib/bangla-messages.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { fileOf, parseFormFields, readMultipartForm } from '../../lib/multipart.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { CatalogueCsvService } from './catalogue-csv.service.ts';
import type { ProductsService } from './products.service.ts';
import type { ProductsAdminService } from './products-admin.service.ts';

/** Product listings, pages and the home page's category blocks: every cached read under this prefix. */
const PRODUCT_READS = '/api/products';

const IMAGE_FIELDS = { productImages: { max: MAX_PRODUCT_IMAGES, tooMany: PRODUCT_IMAGES_MAX_MESSAGE } };

export interface ProductsAdminRouteOptions {
  productsAdmin: ProductsAdminService;
  products: ProductsService;
  catalogueCsv: CatalogueCsvService;
}

export const productsAdminRoutes: FastifyPluginAsyncZod<ProductsAdminRouteOptions> = async (
  app,
  { productsAdmin, products, catalogueCsv },
) => {
  const onRequest = app.requireRole('admin', 'owner');
  const tags = ['admin: catalogue'];
  const consumes = ['multipart/form-data'];
  /** The product's words change with it: search takes them in place, on every process (decision 068). */
  const forgetProductReads = (id: string) => app.responseCache.invalidate(PRODUCT_READS, [id]);

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

  // The catalogue as CSV (docs/decisions/079): a seller's own products, an admin's every product.
  app.get(
    '/admin/products/export',
    {
      onRequest,
      schema: {
        tags,
        produces: ['text/csv'],
        response: {
          200: z.unknown().describe('The catalogue, text/csv, a row per variant, saved as catalogue.csv'),
          ...errorAnswers(401, 403),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .header('cache-control', 'private, no-store')
        // A buffer, as it is: the answer is not JSON.
        .send(Buffer.from(await catalogueCsv.export(signedIn(request)), 'utf8')),
  );

  app.post(
    '/admin/products/import',
    {
      onRequest,
      schema: {
        tags,
        consumes,
        response: { 200: envelope(CatalogueImportReportSchema), ...errorAnswers(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(
        request,
        {
          file: { max: 1, tooMany: CSV_FILE_REQUIRED_MESSAGE },
          images: {
            max: 1,
            tooMany: IMAGES_ZIP_ONE_MESSAGE,
            size: { max: CATALOGUE_IMAGES_ZIP_MAX_BYTES, tooLarge: IMAGES_ZIP_TOO_LARGE_MESSAGE },
          },
        },
        { max: CATALOGUE_IMPORT_MAX_BYTES, tooLarge: CSV_TOO_LARGE_MESSAGE },
      );
      const { dryRun } = parseFormFields(CatalogueImportFieldsSchema, form.fields);
      const file = fileOf(form, 'file');
      if (!file) throw badRequest(CSV_FILE_REQUIRED_MESSAGE);
      const { report, changed } = await catalogueCsv.import(signedIn(request), file.toString('utf8'), {
        dryRun,
        zip: fileOf(form, 'images'),
        // A live shop fetches only from the internet; a laptop may from its own test server (decision 081).
        allowPrivateAddresses: request.mayUseDevTools,
      });
      // Many products at once: the index reads the catalogue again rather than take each in place.
      if (changed) app.responseCache.invalidate(PRODUCT_READS);
      // Each row's problem in the reader's language, as the envelope's message is (docs/decisions/032).
      if (requestLanguage(request) === 'bn') {
        report.errors = report.errors.map((error) => ({ ...error, message: banglaOf(error.message) ?? error.message }));
      }
      return ok(report, dryRun ? 'Nothing was changed: this is what the import would do' : 'Catalogue imported');
    },
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
      forgetProductReads(id);
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
      forgetProductReads(request.params.id);
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
      forgetProductReads(request.params.id);
      return ok(null, 'Product deleted successfully');
    },
  );
};

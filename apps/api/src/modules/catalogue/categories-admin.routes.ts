/**
 * Admin writes to the category tree (spec section 7, Catalogue; admin-contract.md): the three
 * levels take the same multipart forms (a name, parent ids, one image), so one helper declares
 * each level's POST, PUT and DELETE. Admins only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  CategoryInputSchema,
  CategorySchema,
  CategoryUpdateSchema,
  envelope,
  IdParamsSchema,
  SubCategoryInputSchema,
  SubCategorySchema,
  SubCategoryUpdateSchema,
  SubSubCategoryInputSchema,
  SubSubCategorySchema,
  SubSubCategoryUpdateSchema,
} from '@dokan/domain';

import { fileOf, parseFormFields, readMultipartForm } from '../../lib/multipart.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn, type UserRow } from '../accounts/accounts.module.ts';
import type { CategoriesAdminService } from './categories-admin.service.ts';

/**
 * Cached public reads a change to the tree makes stale: the tree itself, product cards and pages
 * (they show category names), and banners (they show their category's name).
 */
const TREE_READS = ['/api/categories', '/api/subcategories', '/api/subsubcategories', '/api/products', '/api/banner'];

interface Level<Create, Update, Answer> {
  path: string;
  /** 'Category', 'Subcategory', 'Sub-subcategory': the start of every answer's message. */
  label: string;
  imageField: string;
  createFields: z.ZodType<Create>;
  updateFields: z.ZodType<Update>;
  answer: z.ZodType<Answer>;
  create(actor: UserRow, input: Create, image: Buffer | undefined): Promise<Answer>;
  update(actor: UserRow, id: string, input: Update, image: Buffer | undefined): Promise<Answer>;
  remove(actor: UserRow, id: string): Promise<void>;
}

export const categoriesAdminRoutes: FastifyPluginAsyncZod<{ categoriesAdmin: CategoriesAdminService }> = async (
  app,
  { categoriesAdmin: service },
) => {
  const onRequest = app.requireRole('admin');
  const tags = ['admin: catalogue'];
  const consumes = ['multipart/form-data'];
  const forgetTreeReads = () => TREE_READS.forEach((prefix) => app.responseCache.invalidate(prefix));

  function level<Create, Update, Answer>(spec: Level<Create, Update, Answer>) {
    const readForm = async (request: Parameters<typeof readMultipartForm>[0]) => {
      const form = await readMultipartForm(request, {
        [spec.imageField]: { max: 1, tooMany: `Please send one ${spec.label.toLowerCase()} image` },
      });
      return { fields: form.fields, image: fileOf(form, spec.imageField) };
    };

    app.post(
      spec.path,
      {
        onRequest,
        schema: { tags, consumes, response: { 201: envelope(spec.answer), ...errorAnswers(400, 401, 403, 409, 413) } },
      },
      async (request, reply) => {
        const { fields, image } = await readForm(request);
        const created = await spec.create(signedIn(request), parseFormFields(spec.createFields, fields), image);
        forgetTreeReads();
        return reply.code(201).send(ok(created, `${spec.label} created successfully`));
      },
    );

    app.put(
      `${spec.path}/:id`,
      {
        onRequest,
        schema: {
          tags,
          consumes,
          params: IdParamsSchema,
          response: { 200: envelope(spec.answer), ...errorAnswers(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request) => {
        const { fields, image } = await readForm(request);
        const input = parseFormFields(spec.updateFields, fields);
        const updated = await spec.update(signedIn(request), request.params.id, input, image);
        forgetTreeReads();
        return ok(updated, `${spec.label} updated successfully`);
      },
    );

    app.delete(
      `${spec.path}/:id`,
      {
        onRequest,
        schema: {
          tags,
          params: IdParamsSchema,
          response: { 200: envelope(z.null()), ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await spec.remove(signedIn(request), request.params.id);
        forgetTreeReads();
        return ok(null, `${spec.label} deleted successfully`);
      },
    );
  }

  level({
    path: '/categories',
    label: 'Category',
    imageField: 'categoryImage',
    createFields: CategoryInputSchema,
    updateFields: CategoryUpdateSchema,
    answer: CategorySchema,
    create: service.createCategory,
    update: service.updateCategory,
    remove: service.deleteCategory,
  });

  level({
    path: '/subcategories',
    label: 'Subcategory',
    imageField: 'subCategoryImage',
    createFields: SubCategoryInputSchema,
    updateFields: SubCategoryUpdateSchema,
    answer: SubCategorySchema,
    create: service.createSubCategory,
    update: service.updateSubCategory,
    remove: service.deleteSubCategory,
  });

  level({
    path: '/subsubcategories',
    label: 'Sub-subcategory',
    imageField: 'subSubCategoryImage',
    createFields: SubSubCategoryInputSchema,
    updateFields: SubSubCategoryUpdateSchema,
    answer: SubSubCategorySchema,
    create: service.createSubSubCategory,
    update: service.updateSubSubCategory,
    remove: service.deleteSubSubCategory,
  });
};

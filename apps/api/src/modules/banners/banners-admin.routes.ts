/** Admin writes to the home page banners and the shop logo (spec section 7; admin-contract.md). Admins only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { BannerInputSchema, BannerSchema, envelope, IdParamsSchema, LogoSchema } from '@dokan/domain';

import { fileOf, parseFormFields, readMultipartForm } from '../../lib/multipart.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { signedIn } from '../accounts/accounts.module.ts';
import type { BannersAdminService } from './banners-admin.service.ts';

const BANNER_READS = '/api/banner';
const LOGO_READS = '/api/logo';

export const bannersAdminRoutes: FastifyPluginAsyncZod<{ bannersAdmin: BannersAdminService }> = async (
  app,
  { bannersAdmin: service },
) => {
  const onRequest = app.requireRole('admin');
  const tags = ['admin: banners'];
  const consumes = ['multipart/form-data'];

  const readBannerForm = async (request: Parameters<typeof readMultipartForm>[0]) => {
    const form = await readMultipartForm(request, { bannerImage: { max: 1, tooMany: 'Please send one banner image' } });
    return { input: parseFormFields(BannerInputSchema, form.fields), image: fileOf(form, 'bannerImage') };
  };

  app.post(
    '/banner',
    {
      onRequest,
      schema: { tags, consumes, response: { 201: envelope(BannerSchema), ...errorAnswers(400, 401, 403, 413) } },
    },
    async (request, reply) => {
      const { input, image } = await readBannerForm(request);
      const banner = await service.createBanner(signedIn(request), input, image);
      app.responseCache.invalidate(BANNER_READS);
      return reply.code(201).send(ok(banner, 'Banner created successfully'));
    },
  );

  app.put(
    '/banner/:id',
    {
      onRequest,
      schema: {
        tags,
        consumes,
        params: IdParamsSchema,
        response: { 200: envelope(BannerSchema), ...errorAnswers(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const { input, image } = await readBannerForm(request);
      const banner = await service.updateBanner(signedIn(request), request.params.id, input, image);
      app.responseCache.invalidate(BANNER_READS);
      return ok(banner, 'Banner updated successfully');
    },
  );

  app.delete(
    '/banner/:id',
    {
      onRequest,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(z.null()), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.deleteBanner(signedIn(request), request.params.id);
      app.responseCache.invalidate(BANNER_READS);
      return ok(null, 'Banner deleted successfully');
    },
  );

  app.post(
    '/logo',
    {
      onRequest,
      schema: { tags, consumes, response: { 201: envelope(LogoSchema), ...errorAnswers(400, 401, 403, 413) } },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { logo: { max: 1, tooMany: 'Please send one logo image' } });
      const logo = await service.setLogo(signedIn(request), fileOf(form, 'logo'));
      app.responseCache.invalidate(LOGO_READS);
      return reply.code(201).send(ok(logo, 'Logo updated successfully'));
    },
  );

  app.delete(
    '/logo/:id',
    {
      onRequest,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(z.null()), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.deleteLogo(signedIn(request), request.params.id);
      app.responseCache.invalidate(LOGO_READS);
      return ok(null, 'Logo deleted successfully');
    },
  );
};

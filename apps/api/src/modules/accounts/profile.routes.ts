/**
 * The account's own pages (spec section 7): read, edit, password, photo. A customer reaches only
 * their own account; an admin may read any. Role, verification flags and id are never taken from a body.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ChangePasswordSchema,
  envelope,
  IdParamsSchema,
  IdSchema,
  IMAGE_MAX_BYTES,
  ProfileFormSchema,
  UserSchema,
} from '@dokan/domain';

import { badRequest, HttpError } from '../../lib/errors.ts';
import { requireMultipart } from '../../lib/multipart.ts';
import { errorAnswers, ok } from '../../lib/reply.ts';
import { assertSelf } from './authenticate.ts';
import type { SessionCookies } from './cookies.ts';
import type { ProfileService } from './profile.service.ts';
import type { Sessions } from './sessions.ts';
import { toUser } from './users.repository.ts';

export interface ProfileRouteOptions {
  profile: ProfileService;
  sessions: Sessions;
  cookies: SessionCookies;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async (
  app,
  { profile, sessions, cookies },
) => {
  const tags = ['account'];
  const onRequest = app.requireUser;

  app.get(
    '/user/get-single-user/:id',
    {
      onRequest,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelope(UserSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertSelf(request, request.params.id, true);
      return ok(toUser(await profile.get(request.params.id)), 'User retrieved successfully');
    },
  );

  app.put(
    '/user/update-profile',
    {
      onRequest,
      schema: {
        tags,
        body: ProfileFormSchema.extend({ id: IdSchema }),
        response: { 200: envelope(UserSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, ...changes } = request.body;
      assertSelf(request, id);
      return ok(toUser(await profile.update(id, changes)), 'Profile updated successfully');
    },
  );

  app.patch(
    '/user/change-password',
    {
      onRequest,
      schema: {
        tags,
        body: ChangePasswordSchema.safeExtend({ id: IdSchema }),
        response: { 200: envelope(z.null()), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertSelf(request, request.body.id);
      const family = await sessions.liveFamilyOf(cookies.refreshToken(request));
      await profile.changePassword(request.body.id, request.body, family);
      return ok(null, 'Password changed successfully');
    },
  );

  app.post(
    '/user/upload-profile-image',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(UserSchema), ...errorAnswers(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      requireMultipart(request);
      let id: string | undefined;
      let image: Buffer | undefined;
      try {
        for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })) {
          if (part.type === 'file' && part.fieldname === 'profileImage') image = await part.toBuffer();
          else if (part.type === 'file') await part.toBuffer();
          else if (part.fieldname === 'id') id = String(part.value);
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'The image is larger than 5 MB. Please choose a smaller one.');
        }
        throw error;
      }
      const userId = IdSchema.safeParse(id ?? request.currentUser?.id);
      if (!userId.success) throw badRequest('Invalid id');
      if (!image) throw badRequest('Please choose an image to upload.');
      assertSelf(request, userId.data);
      return ok(toUser(await profile.replacePhoto(userId.data, image)), 'Profile image updated successfully');
    },
  );
};

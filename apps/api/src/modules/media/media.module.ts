/**
 * Puts the media pieces together: the variant service and its route, and the storage every other
 * module writes through, whose `delete` also drops the image's cached variants (docs/decisions/018).
 */
import type { FastifyInstance } from 'fastify';

import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import type { Storage } from '../../lib/storage.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaLimits } from './media.service.ts';

export type { MediaLimits } from './media.service.ts';

export function createMediaModule(deps: { storage: Storage; limits: MediaLimits; invalidations: InvalidationBus }) {
  const { storage, invalidations } = deps;
  const media = createMediaService({ storage, ...deps.limits });
  // Every process caches its own variants: a delete made elsewhere drops them here too.
  invalidations.subscribe((invalidation) => {
    if (invalidation.topic === 'media') void media.forget(invalidation.key).catch(() => undefined);
  });

  /**
   * A replaced or deleted image stops being served at every size, by every process: original first,
   * then its variants here and in the others.
   */
  const forgettingStorage: Storage = {
    put: (key, bytes, contentType) => storage.put(key, bytes, contentType),
    get: (key) => storage.get(key),
    async delete(key) {
      await storage.delete(key);
      await media.forget(key);
      invalidations.publish({ topic: 'media', key });
    },
    publicUrl: (key) => storage.publicUrl(key),
  };

  return {
    storage: forgettingStorage,
    routes: async (api: FastifyInstance) => {
      await api.register(mediaRoutes, { media });
    },
  };
}

/**
 * The shop as an installable app (docs/decisions/083): its manifest and home-screen icons, made from
 * the shop's name (settings) and logo (banners), served at the site's root.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { Storage } from '../../lib/storage.ts';
import type { BannersService } from '../banners/banners.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { webManifestRoutes } from './web-manifest.routes.ts';
import { createWebManifestService } from './web-manifest.service.ts';

export function createWebManifestModule(deps: {
  settings: Pick<SettingsService, 'publicSettings'>;
  banners: Pick<BannersService, 'currentLogo'>;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const webManifest = createWebManifestService(deps);
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(webManifestRoutes, { webManifest });
    },
  };
}

/**
 * The web app manifest and its icons (docs/decisions/083), built from the shop's name and logo as they
 * are now. Icon addresses carry a version drawn from what the icons are made of, so a new logo or
 * name reaches installed shops with new addresses, and an address with the current version may be
 * cached for good.
 */
import { createHash } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { BACKGROUND_COLOUR, type Locale, MEDIA_PATH_PREFIX, THEME_COLOUR } from '@dokan/domain';

import { isValidStorageKey, type Storage } from '../../lib/storage.ts';
import type { BannersService } from '../banners/banners.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { APP_ICONS, type AppIconName, initialOf, renderAppIcon } from './app-icons.ts';

/** Raised when the icons' drawing changes, so installed shops fetch them again. */
const DRAWING_VERSION = 1;

/** Launchers show about 12 characters under an icon before cutting the name. */
const SHORT_NAME_LENGTH = 12;

const DESCRIPTIONS: Record<Locale, (shop: string) => string> = {
  en: (shop) => `Shop online at ${shop}: prices in taka, cash on delivery and mobile banking across Bangladesh.`,
  bn: (shop) => `${shop}-এ অনলাইনে কেনাকাটা: দাম টাকায়, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি আর মোবাইল ব্যাংকিং।`,
};

/** The name as a launcher has room for it: whole when short, else its first word, cut if need be. */
export function shortNameOf(name: string): string {
  const whole = name.trim();
  if ([...whole].length <= SHORT_NAME_LENGTH) return whole;
  return [...(whole.split(/\s+/)[0] ?? whole)].slice(0, SHORT_NAME_LENGTH).join('');
}

/** What the icons are drawn from now: the logo's stored key, else the initial of the shop's name. */
interface IconSource {
  shopName: string;
  logoKey: string | null;
  initial: string | null;
  version: string;
}

export function createWebManifestService(deps: {
  settings: Pick<SettingsService, 'publicSettings'>;
  banners: Pick<BannersService, 'currentLogo'>;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const { settings, banners, storage, log } = deps;
  // The current version's icons, drawn once each; a new version drops the old ones.
  let drawn: { version: string; icons: Map<AppIconName, Promise<Buffer>> } = { version: '', icons: new Map() };

  async function iconSource(): Promise<IconSource> {
    const [{ shopName }, logo] = await Promise.all([settings.publicSettings(), banners.currentLogo()]);
    const key = logo?.logo.startsWith(MEDIA_PATH_PREFIX) ? logo.logo.slice(MEDIA_PATH_PREFIX.length) : null;
    const logoKey = key && isValidStorageKey(key) ? key : null;
    const initial = initialOf(shopName);
    const version = createHash('sha256')
      .update(JSON.stringify([DRAWING_VERSION, logoKey ?? initial]))
      .digest('base64url')
      .slice(0, 12);
    return { shopName, logoKey, initial, version };
  }

  async function draw(name: AppIconName, { logoKey, initial }: IconSource): Promise<Buffer> {
    const icon = APP_ICONS[name];
    const stored = logoKey ? await storage.get(logoKey) : null;
    if (stored) {
      try {
        return await renderAppIcon(icon, { logo: stored.bytes });
      } catch (error) {
        // A logo sharp cannot read must not leave the shop without icons.
        log.warn({ err: error, key: logoKey }, 'app icon could not be drawn from the logo');
      }
    }
    return renderAppIcon(icon, { initial });
  }

  return {
    /** The manifest in `language`: the shop's name, its colours, and its icons at their current addresses. */
    async manifest(language: Locale) {
      const { shopName, version } = await iconSource();
      return {
        id: '/',
        name: shopName,
        short_name: shortNameOf(shopName),
        description: DESCRIPTIONS[language](shopName),
        lang: language,
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icons: (['icon-192.png', 'icon-512.png', 'maskable-512.png'] as const).map((name) => ({
          src: `/icons/${name}?v=${version}`,
          sizes: `${APP_ICONS[name].size}x${APP_ICONS[name].size}`,
          type: 'image/png',
          purpose: APP_ICONS[name].purpose,
        })),
      };
    },

    /** The icon as it is now, and the version it belongs to. */
    async icon(name: AppIconName): Promise<{ png: Buffer; version: string }> {
      const source = await iconSource();
      if (drawn.version !== source.version) drawn = { version: source.version, icons: new Map() };
      let png = drawn.icons.get(name);
      if (!png) {
        png = draw(name, source);
        drawn.icons.set(name, png);
        // A failed drawing is tried again on the next request.
        png.catch(() => drawn.icons.delete(name));
      }
      return { png: await png, version: source.version };
    },
  };
}

export type WebManifestService = ReturnType<typeof createWebManifestService>;

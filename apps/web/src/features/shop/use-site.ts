import { type ImagePresetName, imageUrl } from '@dokan/domain/image-url';
import { useTranslation } from '@/lib/i18n';

import { useSettings } from './api/get-settings';

/**
 * The shop as its pages present themselves to search engines and shared links: its name and its
 * public address (PUBLIC_URL, from the settings), which every canonical, shared and picture address
 * starts with. Until the settings have arrived there are no absolute addresses to give.
 */
export function useSite() {
  const { t } = useTranslation();
  const settings = useSettings().data;
  const origin = settings?.publicUrl.replace(/\/+$/, '');
  const absolute = (address: string) =>
    origin === undefined ? undefined : /^https?:\/\//.test(address) ? address : `${origin}${address}`;
  return {
    name: settings?.shopName || t('shop.name'),
    settings,
    /** A page's path (with its query) at the shop's public address. */
    url: (path: string) => absolute(path),
    /** A stored picture at a preset's size, at its absolute address. */
    image: (src: string, preset: ImagePresetName) => absolute(imageUrl(src, preset)),
  };
}

export type Site = ReturnType<typeof useSite>;

/**
 * The icons an installed shop shows on a phone's home screen (docs/decisions/083): the owner's logo
 * on white, or without one a mark drawn here, the shop's initial in white on the brand's colour.
 * Every icon is an opaque square: iOS and Android's launchers fill transparency with black or a
 * colour of their own.
 */
import sharp from 'sharp';

import { BACKGROUND_COLOUR, THEME_COLOUR } from '@dokan/domain';

import { lettering } from '../../lib/lettering.ts';

export interface AppIcon {
  size: number;
  /**
   * 'maskable': the launcher cuts its own shape out of the square, so the picture keeps inside the
   * middle circle (40 % of the side in radius) and the colour runs to the edges; 'any': drawn as is.
   */
  purpose: 'any' | 'maskable';
}

/** Every icon by its file name: the manifest's three and Safari's apple-touch-icon (180 px, its home screen's size). */
export const APP_ICONS = {
  'icon-192.png': { size: 192, purpose: 'any' },
  'icon-512.png': { size: 512, purpose: 'any' },
  'maskable-512.png': { size: 512, purpose: 'maskable' },
  'apple-touch-icon.png': { size: 180, purpose: 'any' },
} as const satisfies Record<string, AppIcon>;

export type AppIconName = keyof typeof APP_ICONS;

export const isAppIconName = (name: string): name is AppIconName => Object.hasOwn(APP_ICONS, name);

/**
 * The share of the side the logo or the initial may fill: a maskable icon's picture stays inside the
 * safe circle (a square of 56 % has its corners at 0.396 of the side from the centre, under 0.4).
 */
const CONTENT_SHARE = { any: 0.8, maskable: 0.56 } as const;

/** The favicon's mark (apps/web/public/favicon.svg), for a shop whose name starts with no letter we draw. */
const FAVICON_MARK = 'M9 8h7a8 8 0 0 1 0 16H9Z';

/** The letter the drawn mark shows: the name's first when the lettering draws it (A-Z, 0-9); else none. */
export function initialOf(shopName: string): string | null {
  const first = [...shopName.trim()][0];
  return first && /^[a-z0-9]$/i.test(first) ? first.toUpperCase() : null;
}

/** The drawn mark: the shop's initial, or the favicon's mark, in white on the brand's colour. */
export function markSvg(initial: string | null, icon: AppIcon): string {
  const { size } = icon;
  const box = size * CONTENT_SHARE[icon.purpose];
  const drawing = initial
    ? // Capitals are 10 units high and at most 8.8 wide (lib/lettering.ts): 70 % of the box keeps a W inside it.
      lettering(initial, size / 2, size / 2 + (box * 0.7) / 2, { size: box * 0.7, colour: '#ffffff', anchor: 'middle' })
    : `<g transform="translate(${(size - box) / 2} ${(size - box) / 2}) scale(${box / 32})">` +
      `<path d="${FAVICON_MARK}" fill="none" stroke="#ffffff" stroke-width="3"/></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${THEME_COLOUR}"/>${drawing}</svg>`
  );
}

/** The icon drawn as a PNG: from the logo's bytes when given, else the mark. */
export async function renderAppIcon(
  icon: AppIcon,
  source: { logo: Buffer } | { initial: string | null },
): Promise<Buffer> {
  if (!('logo' in source))
    return sharp(Buffer.from(markSvg(source.initial, icon)))
      .png()
      .toBuffer();
  const { size } = icon;
  const box = Math.round(size * CONTENT_SHARE[icon.purpose]);
  // A logo is usually a wide word mark: it is fitted whole into the box, enlarged if it is small.
  const logo = await sharp(source.logo, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(box, box, { fit: 'inside' })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND_COLOUR } })
    .composite([{ input: logo, gravity: 'centre' }])
    .flatten({ background: BACKGROUND_COLOUR })
    .png()
    .toBuffer();
}

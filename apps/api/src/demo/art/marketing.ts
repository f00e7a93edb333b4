/** Home page banners (1600 x 533, spec section 9) and the shop's logo. */
import { lettering } from '../../lib/lettering.ts';
import { mix, paletteOf } from './colour.ts';
import { drawingFor } from './items.ts';
import { placedItem, svgDocument } from './scene.ts';

const BANNER_SIZE = { width: 1600, height: 533 } as const;
const LOGO_SIZE = { width: 480, height: 160 } as const;

export interface BannerArt {
  tint: string;
  /** Item kinds shown on the right, with their colours. */
  items: { kind: string; colour: string }[];
}

/**
 * A banner picture without words (docs/decisions/056): the page draws the banner's words over its
 * left side in the reader's language, so the left holds only a calm backdrop with a few shapes and
 * the goods stand on the right.
 */
export function bannerPicture({ tint, items }: BannerArt): string {
  const { width, height } = BANNER_SIZE;
  const uid = 'b';
  const placed = items.map((item, i) =>
    placedItem(drawingFor(item.kind), paletteOf(item.colour), uid, {
      cx: 1020 + i * 210,
      cy: 250 + (i % 2) * 40,
      scale: i === 1 ? 0.95 : 0.8,
      rotate: (i - 1) * 8,
    }),
  );
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="${uid}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, '#000000', 0.25)}"/><stop offset="1" stop-color="${mix(tint, '#ffffff', 0.2)}"/></linearGradient>
<radialGradient id="${uid}sh"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${uid}bg)"/>
<circle cx="1230" cy="270" r="330" fill="#fff" opacity=".16"/><circle cx="1230" cy="270" r="230" fill="#fff" opacity=".18"/>
<circle cx="80" cy="480" r="160" fill="#fff" opacity=".07"/><circle cx="700" cy="40" r="90" fill="#fff" opacity=".08"/>
<path d="M0 ${height - 90}Q400 ${height - 170} 820 ${height - 80}T1600 ${height - 120}V${height}H0Z" fill="#fff" opacity=".08"/>
<g fill="#fff" opacity=".12">${[0, 1, 2, 3, 4]
      .map((row) => [0, 1, 2, 3, 4, 5].map((col) => `<circle cx="${560 + col * 34}" cy="${70 + row * 34}" r="5"/>`).join(''))
      .join('')}</g>
${placed.join('')}`,
  );
}

export function logoPicture(): string {
  const { width, height } = LOGO_SIZE;
  const orange = '#f97316';
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>
<path d="M58 62H122L130 132Q130 140 122 140H58Q50 140 50 132Z" fill="${orange}"/>
<path d="M72 66V52Q72 30 90 30T108 52V66" fill="none" stroke="${orange}" stroke-width="8" stroke-linecap="round"/>
<path d="M72 96Q90 116 108 96" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>
${lettering('DOKAN', 156, 118, { size: 64, colour: '#1f2937', weight: 0.2 })}`,
  );
}

/** Home page banners (1600 x 533, spec section 9) and the shop's logo. */
import { mix, paletteOf } from './colour.ts';
import { drawingFor } from './items.ts';
import { lettering, letteringWidth } from './lettering.ts';
import { placedItem, svgDocument } from './scene.ts';

const BANNER_SIZE = { width: 1600, height: 533 } as const;
const LOGO_SIZE = { width: 480, height: 160 } as const;

export interface BannerArt {
  /** Small line above the offer, e.g. the category name. */
  label: string;
  offerPercent: number;
  tint: string;
  /** Item kinds shown on the right, with their colours. */
  items: { kind: string; colour: string }[];
}

/** The largest size at which `text` fits `maxWidth`, capped at `size`. */
function fitted(text: string, size: number, maxWidth: number): number {
  return Math.min(size, (size * maxWidth) / letteringWidth(text, size));
}

export function bannerPicture({ label, offerPercent, tint, items }: BannerArt): string {
  const { width, height } = BANNER_SIZE;
  const uid = 'b';
  const offer = `UP TO ${offerPercent}% OFF`;
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
${lettering(label, 110, 150, { size: fitted(label, 40, 640), colour: mix(tint, '#ffffff', 0.75), weight: 0.14 })}
${lettering(offer, 110, 300, { size: fitted(offer, 104, 700), colour: '#ffffff', weight: 0.19 })}
<rect x="110" y="360" width="250" height="74" rx="37" fill="#ffffff"/>
${lettering('SHOP NOW', 235, 412, { size: 28, colour: mix(tint, '#000000', 0.3), weight: 0.16, anchor: 'middle' })}
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

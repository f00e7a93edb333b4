/**
 * Puts a drawn item on a studio backdrop: a soft gradient, two pale discs and a floor shadow.
 * Views frame the same item differently so a product's gallery has more than one picture.
 * The backdrop gradient runs straight down: pixman paints vertical gradients as fast as a flat
 * fill, while a slanted or radial one over the whole canvas triples the drawing time, and the
 * demo seed draws hundreds of these.
 */
import { type Drawing, mix, type Palette } from './colour.ts';

export type View = 'front' | 'tilted' | 'closeup' | 'small';

interface Framing {
  scale: number;
  /** Item point placed at the canvas centre. */
  focus: [number, number];
  rotate: number;
  shadow: boolean;
}

const FRAMINGS: Record<View, Framing> = {
  front: { scale: 1.55, focus: [200, 205], rotate: 0, shadow: true },
  tilted: { scale: 1.4, focus: [200, 210], rotate: -9, shadow: true },
  closeup: { scale: 2.1, focus: [200, 180], rotate: 0, shadow: false },
  small: { scale: 1.15, focus: [200, 200], rotate: 6, shadow: true },
};

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Gradient backdrop with pale discs, for any canvas size. */
export function backdrop(width: number, height: number, tint: string, uid: string): string {
  return `<defs><linearGradient id="${uid}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.82)}"/><stop offset="1" stop-color="${mix(tint, '#ffffff', 0.45)}"/></linearGradient>
<radialGradient id="${uid}sh"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${uid}bg)"/>
<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.26}" fill="#fff" opacity=".45"/>
<circle cx="${width * 0.12}" cy="${height * 0.85}" r="${Math.min(width, height) * 0.16}" fill="${tint}" opacity=".18"/>`;
}

/** An item placed at (cx, cy) with the given scale, with its floor shadow. */
export function placedItem(
  drawing: Drawing,
  palette: Palette,
  uid: string,
  at: { cx: number; cy: number; scale: number; rotate?: number; focus?: [number, number]; shadow?: boolean },
): string {
  const [fx, fy] = at.focus ?? [200, 200];
  const floor = at.cy + (340 - fy) * at.scale;
  const shadow =
    at.shadow === false
      ? ''
      : `<ellipse cx="${at.cx}" cy="${floor.toFixed(0)}" rx="${(150 * at.scale).toFixed(0)}" ry="${(16 * at.scale).toFixed(0)}" fill="url(#${uid}sh)"/>`;
  return `${shadow}<g transform="translate(${at.cx} ${at.cy}) rotate(${at.rotate ?? 0}) scale(${at.scale}) translate(${-fx} ${-fy})">${drawing(palette, uid)}</g>`;
}

/** A square product picture. */
export function productPicture(drawing: Drawing, palette: Palette, view: View, tint: string, size = 800): string {
  const framing = FRAMINGS[view];
  const unit = size / 800;
  const uid = 'p';
  return svgDocument(
    size,
    size,
    backdrop(size, size, tint, uid) +
      placedItem(drawing, palette, uid, {
        cx: size / 2,
        cy: size / 2,
        scale: framing.scale * unit,
        rotate: framing.rotate,
        focus: framing.focus,
        shadow: framing.shadow,
      }),
  );
}

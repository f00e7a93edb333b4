/**
 * Capital letters drawn as strokes, for banner and logo text. Text in an SVG would need a font
 * that librsvg can find, and the shop must draw the same pictures on a server with no fonts
 * installed; strokes with round ends give a friendly bold sans that needs none.
 * Glyphs sit on a grid 10 units high; `width` is the advance before letter spacing.
 */
interface Glyph {
  width: number;
  d: string;
}

const O = 'M3.5 0C1.2 0 0 2.2 0 5S1.2 10 3.5 10 7 7.8 7 5 5.8 0 3.5 0Z';
const P = 'M0 10V0H3.4C5.1 0 6 1.2 6 2.8S5.1 5.6 3.4 5.6H0';

const GLYPHS: Record<string, Glyph> = {
  A: { width: 6.4, d: 'M0 10L3.2 0 6.4 10M1.2 6.6H5.2' },
  B: { width: 6, d: 'M0 5H3.2C4.6 5 5.5 4 5.5 2.5S4.6 0 3.2 0H0V10H3.4C5 10 6 9 6 7.5S5 5 3.4 5' },
  C: { width: 6, d: 'M5.8 1.6C5.2 .6 4.2 0 3 0 1 0 0 2.2 0 5S1 10 3 10C4.2 10 5.2 9.4 5.8 8.4' },
  D: { width: 6, d: 'M0 0V10H2.4C4.8 10 6 8 6 5S4.8 0 2.4 0Z' },
  E: { width: 5.4, d: 'M5.4 0H0V10H5.4M0 5H4.4' },
  F: { width: 5.2, d: 'M5.2 0H0V10M0 5H4.2' },
  G: { width: 6.2, d: 'M5.8 1.6C5.2 .6 4.2 0 3 0 1 0 0 2.2 0 5S1 10 3 10 6.2 8.4 6.2 6V5.4H3.6' },
  H: { width: 6, d: 'M0 0V10M6 0V10M0 5H6' },
  I: { width: 0, d: 'M0 0V10' },
  J: { width: 5, d: 'M5 0V7C5 8.8 4 10 2.5 10S0 9 0 7.6' },
  K: { width: 6, d: 'M0 0V10M6 0L0 6.4M2.2 4.4L6 10' },
  L: { width: 5, d: 'M0 0V10H5' },
  M: { width: 8, d: 'M0 10V0L4 7 8 0V10' },
  N: { width: 6, d: 'M0 10V0L6 10V0' },
  O: { width: 7, d: O },
  P: { width: 6, d: P },
  Q: { width: 7.2, d: `${O}M4.4 7.2L7.2 10.4` },
  R: { width: 6, d: `${P}M3.2 5.6L6 10` },
  S: {
    width: 6,
    d: 'M5.6 1.4C5 .5 4 0 3 0 1.4 0 .3 1 .3 2.6S1.6 4.7 3 5 5.9 5.9 5.9 7.5 4.7 10 3 10C1.8 10 .8 9.6 .1 8.6',
  },
  T: { width: 6, d: 'M0 0H6M3 0V10' },
  U: { width: 6, d: 'M0 0V6.8C0 8.8 1.2 10 3 10S6 8.8 6 6.8V0' },
  V: { width: 6.4, d: 'M0 0L3.2 10 6.4 0' },
  W: { width: 8.8, d: 'M0 0L2.2 10 4.4 2.6 6.6 10 8.8 0' },
  X: { width: 6, d: 'M0 0L6 10M6 0L0 10' },
  Y: { width: 6, d: 'M0 0L3 5 6 0M3 5V10' },
  Z: { width: 6, d: 'M0 0H6L0 10H6' },
  '0': { width: 5.6, d: 'M2.8 0C.9 0 0 2.2 0 5S.9 10 2.8 10 5.6 7.8 5.6 5 4.7 0 2.8 0Z' },
  '1': { width: 3, d: 'M0 2.2L3 0V10' },
  '2': { width: 6, d: 'M.3 2.4C.8 .9 1.8 0 3 0 4.7 0 5.8 1.1 5.8 2.7 5.8 4.5 4.2 5.7 0 10H6' },
  '3': {
    width: 6,
    d: 'M.4 1.2C1 .4 2 0 3 0 4.6 0 5.6 1 5.6 2.5S4.5 4.8 2.8 4.8C4.8 4.8 6 5.8 6 7.4S4.7 10 3 10C1.8 10 .8 9.6 0 8.8',
  },
  '4': { width: 6, d: 'M4.6 10V0L0 7H6' },
  '5': { width: 6, d: 'M5.6 0H1.2L.6 4.6C1.3 4.2 2.1 4 3 4 4.8 4 6 5.2 6 7S4.8 10 3 10C1.8 10 .8 9.6 0 8.8' },
  '6': {
    width: 6,
    d: 'M5.4 .8C4.8 .3 4 0 3.2 0 1.2 0 0 2 0 5.5 0 8.5 1.2 10 3 10S6 8.8 6 7 4.8 4.2 3.1 4.2C1.6 4.2.4 5.2 0 6.3',
  },
  '7': { width: 6, d: 'M0 0H6L2 10' },
  '8': {
    width: 6,
    d: 'M3 4.7C1.5 4.7.4 3.8.4 2.4S1.5 0 3 0 5.6 1 5.6 2.4 4.5 4.7 3 4.7C1.2 4.7 0 5.8 0 7.4S1.2 10 3 10 6 9 6 7.4 4.8 4.7 3 4.7Z',
  },
  '9': {
    width: 6,
    d: 'M.6 9.2C1.2 9.7 2 10 2.8 10 4.8 10 6 8 6 4.5 6 1.5 4.8 0 3 0S0 1.2 0 3 1.2 5.8 2.9 5.8C4.4 5.8 5.6 4.8 6 3.7',
  },
  '%': {
    width: 7,
    d: 'M1.6 0C.7 0 0 .8 0 1.8S.7 3.6 1.6 3.6 3.2 2.8 3.2 1.8 2.5 0 1.6 0ZM5.4 6.4C4.5 6.4 3.8 7.2 3.8 8.2S4.5 10 5.4 10 7 9.2 7 8.2 6.3 6.4 5.4 6.4ZM6.4 0L.6 10',
  },
  '&': {
    width: 6.4,
    d: 'M6.4 10L1.8 3.8C1.3 3.1 1 2.5 1 1.9 1 .8 1.9 0 3 0S4.9.8 4.9 1.8C4.9 3.2 3.5 4 2 5 .8 5.8 0 6.7 0 7.8 0 9.1 1.1 10 2.7 10S5.4 8.9 6 7.2',
  },
  "'": { width: 0, d: 'M0 0V2.6' },
  '-': { width: 3.6, d: 'M0 6H3.6' },
  '.': { width: 0, d: 'M0 9.9V10' },
  '!': { width: 0, d: 'M0 0V6.6M0 9.9V10' },
  ' ': { width: 2.6, d: '' },
};

export interface LetteringOptions {
  /** Height of a capital in pixels. */
  size: number;
  colour: string;
  /** Stroke thickness as a share of the capital height; 0.16 reads as bold. */
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
}

const SPACING = 3;

function glyphsOf(text: string): Glyph[] {
  return [...text.toUpperCase()].map((char) => GLYPHS[char] ?? (GLYPHS[' '] as Glyph));
}

/** Width in pixels of `text` at `size`, to centre it or to shrink a long line until it fits. */
export function letteringWidth(text: string, size: number): number {
  const glyphs = glyphsOf(text);
  const units = glyphs.reduce((sum, g) => sum + g.width, 0) + SPACING * Math.max(0, glyphs.length - 1);
  return (units * size) / 10;
}

/** `text` in capitals with its baseline at y; unknown characters become spaces. */
export function lettering(text: string, x: number, y: number, options: LetteringOptions): string {
  const { size, colour, weight = 0.16, anchor = 'start' } = options;
  const width = letteringWidth(text, size);
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let cursor = 0;
  const parts: string[] = [];
  for (const glyph of glyphsOf(text)) {
    if (glyph.d) parts.push(`<path transform="translate(${cursor.toFixed(2)} 0)" d="${glyph.d}"/>`);
    cursor += glyph.width + SPACING;
  }
  const scale = size / 10;
  return `<g transform="translate(${left.toFixed(1)} ${(y - size).toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" stroke="${colour}" stroke-width="${(weight * 10).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

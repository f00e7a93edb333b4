/** Colours for the demo drawings: a product's colour name turned into the few shades an item is painted with. */
import { swatchColour } from '@dokan/domain';

export interface Palette {
  main: string;
  /** Shadows and folds. */
  dark: string;
  /** Highlights and linings. */
  light: string;
  /** Outlines. */
  line: string;
  /** A contrasting trim: borders, labels, embroidery. */
  accent: string;
}

/** An item drawn in a 400 x 400 box, centred on (200, 200), resting on y = 340. `uid` keeps its ids unique in a document. */
export type Drawing = (palette: Palette, uid: string) => string;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((c, i) =>
      Math.round(c + ((b[i] as number) - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Perceived brightness, 0 (black) to 1 (white). */
function brightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function paletteOf(colour: string, accent = '#d4a017'): Palette {
  const main = colour.startsWith('#') ? colour : swatchColour(colour);
  // A white or cream item still needs visible folds and outlines.
  const pale = brightness(main) > 0.85;
  return {
    main,
    dark: mix(main, '#000000', pale ? 0.18 : 0.3),
    light: mix(main, '#ffffff', 0.45),
    line: mix(main, '#000000', pale ? 0.4 : 0.55),
    accent: accent.startsWith('#') ? accent : swatchColour(accent),
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Where src/styles.css and index.html find the cut files; Vite then gives each a hashed name in dist/assets. */
const FOLDER = fileURLToPath(new URL('../.vite/fonts/', import.meta.url));

/** The weights the pages use, normal (400) to extrabold (800): Tailwind's font-normal to font-extrabold. */
const WEIGHTS = { min: 400, max: 800 };

interface Font {
  /** The variable file in its npm package (every weight, 100-900). */
  source: string;
  /** The file in FOLDER. */
  output: string;
  /** The codepoints of its @font-face, as its unicode-range in src/styles.css says them. */
  unicodeRange: string;
}

export const FONTS: readonly Font[] = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'inter-latin-400-800.woff2',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
      'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    source: '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
    output: 'noto-sans-bengali-400-800.woff2',
    unicodeRange: 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC',
  },
  {
    // The letters of 'বাংলা' alone, for the language switch on English pages (decision 054).
    source: '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
    output: 'bangla-word-400-800.woff2',
    unicodeRange: 'U+0982, U+09AC, U+09B2, U+09BE',
  },
];

/** Every character a CSS unicode-range names ('U+0980-09FE, U+25CC'). */
export function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, '').split('-'))
    .flatMap(([from = '', to = from]) => {
      const [first, last] = [parseInt(from, 16), parseInt(to, 16)];
      return Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i));
    })
    .join('');
}

/**
 * `font` cut to what a page draws with it: its codepoints (with every glyph that shapes them) and the
 * weights 400-800; `whole` keeps every weight (what the tests compare with).
 */
export async function subsetOf(
  font: Font,
  source: Buffer,
  { format = 'woff2', whole = false }: { format?: 'woff2' | 'sfnt'; whole?: boolean } = {},
): Promise<Buffer> {
  return subsetFont(source, charactersOf(font.unicodeRange), {
    targetFormat: format,
    ...(whole ? {} : { variationAxes: { wght: WEIGHTS } }),
  });
}

/** The package's file of `font`. */
export const sourceOf = (font: Font): Promise<Buffer> => readFile(require.resolve(font.source));

async function ensure(font: Font): Promise<void> {
  const source = await sourceOf(font);
  const version = (require('subset-font/package.json') as { version: string }).version;
  const key = createHash('sha256').update(source).update(JSON.stringify({ font, WEIGHTS, version })).digest('hex');
  const output = path.join(FOLDER, font.output);
  const keyFile = `${output}.key`;
  if (existsSync(output) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return;
  await mkdir(FOLDER, { recursive: true });
  // Written aside and renamed: another build (tests beside `npm start`) may read it meanwhile.
  const partial = `${output}.${process.pid}`;
  await writeFile(partial, await subsetOf(font, source));
  await rename(partial, output);
  await writeFile(keyFile, key);
}

/**
 * The shop's two fonts cut to what the pages use before the build reads them (docs/decisions/048):
 * the npm packages' variable files hold weights 100-900, the shop draws 400-800. Inter goes from
 * 48 to 32 KB, Noto Sans Bengali from 107 to 74 KB, and on a slow network the page's largest
 * picture shares the bandwidth with them. Made again only when a package's file or these settings
 * change (a key beside each output).
 */
export function subsetFonts(): Plugin {
  return {
    name: 'dokan:subset-fonts',
    async buildStart() {
      await Promise.all(FONTS.map(ensure));
    },
  };
}

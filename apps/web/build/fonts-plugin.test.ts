import { Blob, Buffer as ShapingBuffer, Face, Font, shape, Variation } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

import bn from '../src/locales/bn.json';
import en from '../src/locales/en.json';
import { charactersOf, FONTS, sourceOf, subsetOf } from './fonts-plugin';

// harfbuzzjs frees a blob's and a face's memory once they are collected: the fonts keep them.
const kept: unknown[] = [];
function fontFrom(data: Buffer): Font {
  const blob = new Blob(data);
  const face = new Face(blob);
  kept.push(blob, face);
  return new Font(face);
}

/** How `font` draws `text` at `weight`: each glyph's advance and offsets (glyph ids differ between cuts). */
function drawing(font: Font, text: string, weight: number) {
  font.setVariations([new Variation('wght', weight)]);
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const glyphs = buffer.getGlyphInfos();
  return {
    missing: glyphs.filter((glyph) => glyph.codepoint === 0).length,
    glyphs: glyphs.length,
    positions: buffer.getGlyphPositions().map((p) => [p.xAdvance, p.xOffset, p.yOffset]),
  };
}

/** The characters of every text of a language that a font with `unicodeRange` draws, word by word. */
function wordsOf(texts: object, unicodeRange: string): string[] {
  const covered = new Set(charactersOf(unicodeRange));
  const all = JSON.stringify(texts).split(/\s+/);
  return [...new Set(all.map((word) => [...word].filter((c) => covered.has(c) && c >= '0').join('')))].filter(Boolean);
}

// Cutting a font and shaping every text at five weights takes a few seconds alone, several times
// that while the other suites share the machine.
const FONT_WORK_MS = 120_000;

describe('the fonts the pages download', () => {
  it('reads a CSS unicode-range', () => {
    expect(charactersOf('U+0041-0043, U+25CC')).toBe('ABC◌');
  });

  for (const font of FONTS) {
    it(
      `${font.output} draws the shop's texts as the package's file does, at every weight the pages use`,
      async () => {
        const source = await sourceOf(font);
        const cut = fontFrom(await subsetOf(font, source, { format: 'sfnt' }));
        const whole = fontFrom(await subsetOf(font, source, { format: 'sfnt', whole: true }));
        expect(cut.face.getAxisInfos().wght).toMatchObject({ min: 400, max: 800 });
        expect(whole.face.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
        expect([...cut.face.collectUnicodes()]).toEqual([...whole.face.collectUnicodes()]);

        const words = wordsOf(font.output.startsWith('noto') ? bn : en, font.unicodeRange);
        // The switch's word alone for the 'বাংলা' face; the shop's every word for the others.
        expect(words.length).toBeGreaterThan(font.output.startsWith('bangla-word') ? 0 : 100);
        for (const weight of [400, 500, 600, 700, 800]) {
          for (const word of words) {
            const drawn = drawing(cut, word, weight);
            expect(drawn.missing, word).toBe(0);
            const expected = drawing(whole, word, weight);
            expect(drawn.glyphs, `${word} at ${weight}`).toBe(expected.glyphs);
            // The cut file stores its deltas anew for 400-800: a glyph may move by a unit or two of the em's 1000
            // (0.03 px at 16 px).
            drawn.positions.forEach((position, i) =>
              position.forEach((value, j) =>
                expect(Math.abs(value - expected.positions[i]![j]!)).toBeLessThanOrEqual(2),
              ),
            );
          }
        }
      },
      FONT_WORK_MS,
    );
  }

  it(
    'keeps the Bengali conjuncts and vowel signs: ক্ষ and জ্ঞ are one glyph each, কি two',
    async () => {
      const font = FONTS.find((f) => f.output.startsWith('noto'))!;
      const cut = fontFrom(await subsetOf(font, await sourceOf(font), { format: 'sfnt' }));
      for (const weight of [400, 800]) {
        expect(drawing(cut, 'ক্ষ', weight).glyphs).toBe(1);
        expect(drawing(cut, 'জ্ঞ', weight).glyphs).toBe(1);
        expect(drawing(cut, 'কি', weight).glyphs).toBe(2);
      }
    },
    FONT_WORK_MS,
  );
});

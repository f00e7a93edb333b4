import { describe, expect, it } from 'vitest';

import { FALLBACK_SWATCH, swatchColour } from './colors.ts';
import { parseProductVideo } from './video.ts';

describe('product video links (spec section 5)', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
  ])('embeds YouTube link %s', (link) => {
    expect(parseProductVideo(link)).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it('embeds Vimeo links with a numeric id', () => {
    expect(parseProductVideo('https://vimeo.com/76979871')).toMatchObject({ kind: 'vimeo', id: '76979871' });
  });

  it('refuses a YouTube link without an 11-character id and plays other files as plain video', () => {
    expect(parseProductVideo('https://youtu.be/short')).toBeNull();
    expect(parseProductVideo('https://cdn.example/v.mp4')).toEqual({ kind: 'file', url: 'https://cdn.example/v.mp4' });
    expect(parseProductVideo('javascript:alert(1)')).toBeNull();
  });
});

describe('colour swatches (spec section 3)', () => {
  it('maps names, passes # and rgb values through, and greys anything else', () => {
    expect(swatchColour('Navy')).toBe('#1e3a8a');
    expect(swatchColour('#ff0000')).toBe('#ff0000');
    expect(swatchColour('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(swatchColour('sky')).toBe(FALLBACK_SWATCH);
  });
});

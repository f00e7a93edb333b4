import { describe, expect, it } from 'vitest';

import { findImageVariant, IMAGE_VARIANTS, imageSizeNotOfferedMessage, imageSrcSet, imageUrl } from './image-url.ts';

describe('imageUrl', () => {
  it("adds the preset's size, quality and automatic format to our own media URLs", () => {
    expect(imageUrl('/api/media/products/a.webp', 'listingLarge')).toBe(
      '/api/media/products/a.webp?w=250&h=188&f=auto',
    );
    expect(imageUrl('https://shop.example/api/media/b.png?w=10', 'logo')).toBe(
      'https://shop.example/api/media/b.png?w=128&h=32&q=90&f=auto',
    );
  });

  it('inserts a Cloudinary transformation after /upload/', () => {
    expect(imageUrl('https://res.cloudinary.com/demo/image/upload/v1/shoe.jpg', 'listingSmall')).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_160,h_120,c_fill,q_auto,f_auto/v1/shoe.jpg',
    );
  });

  it("pads the share picture on Cloudinary instead of cropping it ('contain')", () => {
    expect(imageUrl('https://res.cloudinary.com/demo/image/upload/v1/shoe.jpg', 'share')).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_1200,h_630,c_pad,b_auto,q_auto,f_auto/v1/shoe.jpg',
    );
  });

  it('leaves other addresses alone', () => {
    expect(imageUrl('https://example.com/x.jpg', 'thumbnail')).toBe('https://example.com/x.jpg');
    expect(imageUrl('', 'thumbnail')).toBe('');
  });
});

describe('imageSrcSet', () => {
  it('offers a preset at each of its densities, with width descriptors', () => {
    expect(imageSrcSet('/api/media/c.webp', 'categoryIcon')).toBe(
      '/api/media/c.webp?w=96&h=96&f=auto 96w, /api/media/c.webp?w=192&h=192&f=auto 192w',
    );
  });

  it('lists several presets in order', () => {
    expect(imageSrcSet('/api/media/b.webp', ['bannerSmall', 'bannerLarge'])).toBe(
      '/api/media/b.webp?w=1200&h=400&f=auto 1200w, /api/media/b.webp?w=1600&h=533&f=auto 1600w',
    );
  });

  it('offers only the 1x picture of each preset with the data saver on', () => {
    expect(imageSrcSet('/api/media/p.webp', ['listingSmall', 'listingLarge'], { dataSaver: true })).toBe(
      '/api/media/p.webp?w=160&h=120&f=auto 160w, /api/media/p.webp?w=250&h=188&f=auto 250w',
    );
  });
});

describe('the variants the media route renders', () => {
  it("take the data saver's banner from a size already rendered: it adds no variant", () => {
    const names = IMAGE_VARIANTS.map((v) => `${v.width}x${v.height}${v.quality ? `q${v.quality}` : ''}`);
    expect(names.filter((name) => name === '800x267')).toHaveLength(1);
    // The 24 sizes there were before it.
    expect(IMAGE_VARIANTS).toHaveLength(24);
  });

  it('are the presets at each density, each size once', () => {
    const names = IMAGE_VARIANTS.map((v) => `${v.width}x${v.height}${v.quality ? `q${v.quality}` : ''}`);
    expect(new Set(names).size).toBe(names.length);
    // The spec's sizes (section 9), their 2x for dense screens, and the logo at its own quality.
    for (const name of ['160x120', '320x240', '250x188', '500x376', '1200x400', '1600x533', '96x96', '500x500'])
      expect(names).toContain(name);
    expect(names).toContain('1000x1000');
    expect(names).toContain('80x80');
    expect(names).toContain('256x64q90');
  });

  it('are found by exact width, height and quality only, with the fit of their preset', () => {
    expect(findImageVariant(128, 32, 90)).toEqual({ width: 128, height: 32, quality: 90 });
    expect(findImageVariant(1200, 630, undefined)).toEqual({ width: 1200, height: 630, fit: 'contain' });
    expect(findImageVariant(128, 32, undefined)).toBeNull();
    expect(findImageVariant(161, 120, undefined)).toBeNull();
  });

  it('are listed in the refusal', () => {
    expect(imageSizeNotOfferedMessage({ width: 161, height: 120 })).toMatch(
      /^Image size 161x120 is not offered; the sizes are 40x40, .*128x32 at quality 90, .*2000x2000$/,
    );
  });
});

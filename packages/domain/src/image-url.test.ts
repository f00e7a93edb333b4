import { describe, expect, it } from 'vitest';

import { imageSrcSet, imageUrl } from './image-url.ts';

describe('imageUrl', () => {
  it('adds size, quality and automatic format to our own media URLs', () => {
    expect(imageUrl('/api/media/products/a.webp', { width: 250, height: 188 })).toBe(
      '/api/media/products/a.webp?w=250&h=188&f=auto',
    );
    expect(imageUrl('https://shop.example/api/media/b.png?w=10', { width: 80, quality: 60 })).toBe(
      'https://shop.example/api/media/b.png?w=80&q=60&f=auto',
    );
  });

  it('inserts a Cloudinary transformation after /upload/', () => {
    expect(imageUrl('https://res.cloudinary.com/demo/image/upload/v1/shoe.jpg', { width: 160, height: 120 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_160,h_120,c_fill,q_auto,f_auto/v1/shoe.jpg',
    );
  });

  it('leaves other addresses alone', () => {
    expect(imageUrl('https://example.com/x.jpg', { width: 100 })).toBe('https://example.com/x.jpg');
    expect(imageUrl('', { width: 100 })).toBe('');
  });

  it('builds a srcset at 1x and 2x', () => {
    expect(imageSrcSet('/api/media/c.webp', { width: 96, height: 96 })).toBe(
      '/api/media/c.webp?w=96&h=96&f=auto 96w, /api/media/c.webp?w=192&h=192&f=auto 192w',
    );
  });
});

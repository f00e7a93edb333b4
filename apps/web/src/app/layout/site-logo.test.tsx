import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { findImageVariant } from '@dokan/domain/image-url';

import { SiteLogo } from './site-logo';

/** Whether the media route renders the size an address asks for (docs/decisions/018). */
function offered(address: string): boolean {
  const query = new URL(address, 'http://shop.test').searchParams;
  const q = query.get('q');
  return findImageVariant(Number(query.get('w')), Number(query.get('h')), q ? Number(q) : undefined) !== null;
}

describe('SiteLogo', () => {
  it('asks for the logo preset, crisp at quality 90, with a 2x for dense screens', () => {
    render(<SiteLogo logo="/api/media/logos/shop.webp" className="h-8 w-32" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/api/media/logos/shop.webp?w=128&h=32&q=90&f=auto');
    expect(img.getAttribute('srcset')).toBe(
      '/api/media/logos/shop.webp?w=128&h=32&q=90&f=auto 128w, /api/media/logos/shop.webp?w=256&h=64&q=90&f=auto 256w',
    );
    const addresses = [
      img.getAttribute('src')!,
      ...img
        .getAttribute('srcset')!
        .split(', ')
        .map((c) => c.split(' ')[0]!),
    ];
    expect(addresses.every(offered)).toBe(true);
  });
});

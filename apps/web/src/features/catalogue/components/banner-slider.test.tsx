import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Banner } from '@dokan/domain';
import { BANNER_AUTOPLAY_MS } from '@/config/constants';
import { serveApi } from '@/test/api';

import { BannerSlider } from './banner-slider';

const banner = (id: string): Banner => ({
  _id: id,
  bannerImage: `/api/media/banners/${id}.webp`,
  bannerOffer: null,
  bannerCategory: null,
});

const scrollTo = vi.fn();
beforeEach(() => {
  // jsdom lays nothing out: the slider's moves are read from the calls it makes.
  Object.assign(Element.prototype, { scrollTo, scrollBy: scrollTo });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  serveApi({ '/api/banner': { data: [banner('eid'), banner('boishakh')] } });
});
afterEach(() => {
  vi.useRealTimers();
  scrollTo.mockReset();
  document.documentElement.removeAttribute('data-save-data');
});

async function showSlider() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BannerSlider />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (await screen.findAllByRole('img', { name: 'Offer banner' }))[0]!;
}

describe('the home banner slider', () => {
  it('moves on by itself, and offers the spec’s two banner sizes', async () => {
    const first = await showSlider();
    expect(first.getAttribute('srcset')).toBe(
      '/api/media/banners/eid.webp?w=1200&h=400&f=auto 1200w, /api/media/banners/eid.webp?w=1600&h=533&f=auto 1600w',
    );
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS + 10);
    expect(scrollTo).toHaveBeenCalled();
  });

  it('waits to be moved with the data saver on, and asks for the one smaller banner', async () => {
    document.documentElement.setAttribute('data-save-data', '');
    const first = await showSlider();
    expect(first.getAttribute('src')).toBe('/api/media/banners/eid.webp?w=800&h=267&f=auto');
    expect(first.getAttribute('srcset')).toBe('/api/media/banners/eid.webp?w=800&h=267&f=auto 800w');
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

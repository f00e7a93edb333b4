import { describe, expect, it } from 'vitest';

import { serveApi } from '@/test/api';
import { aProduct } from '@/test/fixtures';

import { renderPage } from './entry-server';

const product = aProduct({
  _id: 'p-1',
  productName: 'Cotton Panjabi',
  productNameBn: 'সুতি পাঞ্জাবি',
  productDescription: 'Soft cotton for summer.',
  productDescriptionBn: 'গরমের জন্য নরম সুতি।',
  productPrice: 1500,
  productOriginalPrice: 1500,
  productDiscount: 0,
});

function title(html: string): string | undefined {
  return /<title>(.*?)<\/title>/.exec(html)?.[1];
}

describe('a product page rendered on the server', () => {
  it('names the product in Bangla in the head of a Bangla page, and in English in an English one', async () => {
    serveApi({ '/api/products/p-1': { data: product } });
    const bangla = await renderPage('/products/p-1', fetch, 'bn');
    expect(title(bangla?.html ?? '')).toMatch(/^সুতি পাঞ্জাবি/);
    expect(bangla?.html).toContain('গরমের জন্য নরম সুতি।');
    expect(bangla?.html).toMatch(/<meta property="og:title" content="সুতি পাঞ্জাবি/);

    const english = await renderPage('/products/p-1', fetch, 'en');
    expect(title(english?.html ?? '')).toMatch(/^Cotton Panjabi/);
    expect(english?.html).not.toContain('সুতি পাঞ্জাবি');
  });
});

describe('Home rendered on the server', () => {
  it('carries the first banner’s picture alone: the others wait for the page to load', async () => {
    const banners = ['first', 'second', 'third'].map((name, index) => ({
      _id: `b-${index}`,
      bannerImage: `/api/media/banners/${name}.webp`,
      bannerOffer: null,
      bannerCategory: { _id: `c-${index}`, categoryName: `Category ${name}` },
    }));
    serveApi({ '/api/banner': { data: banners } });
    const html = (await renderPage('/', fetch, 'en'))?.html ?? '';
    expect(html).toMatch(/<img[^>]*src="\/api\/media\/banners\/first\.webp/);
    expect(html).not.toContain('banners/second.webp');
    expect(html).not.toContain('banners/third.webp');
    // Their slides keep their place and their names.
    expect(html).toMatch(/<span role="img" aria-label="Category second"/);
  });

  it('asks for the smaller banner, preloaded as such, for a shopper saving data (decision 083)', async () => {
    serveApi({
      '/api/banner': {
        data: [{ _id: 'b-0', bannerImage: '/api/media/banners/first.webp', bannerOffer: null, bannerCategory: null }],
      },
    });
    const html = (await renderPage('/', fetch, 'en', true))?.html ?? '';
    expect(html).toMatch(/<img[^>]*srcSet="\/api\/media\/banners\/first\.webp\?w=800&amp;h=267&amp;f=auto 800w"/);
    expect(html).toMatch(/<link rel="preload"[^>]*imageSrcSet="[^"]*w=800&amp;h=267/);
    expect(html).not.toContain('w=1200');
    expect(html).not.toContain('w=1600');
  });
});

describe("Home's banners rendered on the server (decision 056)", () => {
  const banner = (words: Record<string, string | null>) => ({
    _id: 'b-eid',
    bannerImage: '/api/media/banners/eid.webp',
    bannerOffer: 40,
    bannerCategory: { _id: 'c-men', categoryName: "Men's Fashion", categoryNameBn: 'ছেলেদের ফ্যাশন' },
    ...words,
  });

  it("draws the banner's words as text in the page's language over a picture without words", async () => {
    serveApi({
      '/api/banner': {
        data: [
          banner({
            bannerTitle: 'Eid Collection',
            bannerTitleBn: 'ঈদ কালেকশন',
            bannerSubtitle: 'Panjabi for the whole family',
            bannerSubtitleBn: 'পুরো পরিবারের পাঞ্জাবি',
          }),
        ],
      },
    });
    const bangla = (await renderPage('/', fetch, 'bn'))?.html ?? '';
    expect(bangla).toContain('ঈদ কালেকশন');
    expect(bangla).toContain('পুরো পরিবারের পাঞ্জাবি');
    expect(bangla).not.toContain('Eid Collection');
    // The words name the link; the picture under them is decoration.
    expect(bangla).toMatch(
      /<img[^>]*alt=""[^>]*src="\/api\/media\/banners\/eid\.webp|<img[^>]*src="\/api\/media\/banners\/eid\.webp[^>]*alt=""/,
    );

    const english = (await renderPage('/', fetch, 'en'))?.html ?? '';
    expect(english).toContain('Eid Collection');
    expect(english).not.toContain('ঈদ কালেকশন');
  });

  it('shows the English words on a Bangla page where the shop wrote no Bangla, and no words where it wrote none', async () => {
    serveApi({ '/api/banner': { data: [banner({ bannerTitle: 'Gadget Week', bannerTitleBn: null })] } });
    expect((await renderPage('/', fetch, 'bn'))?.html).toContain('Gadget Week');
    serveApi({ '/api/banner': { data: [banner({})] } });
    const plain = (await renderPage('/', fetch, 'bn'))?.html ?? '';
    // A banner without words is named by its category, in the page's language.
    expect(plain).toMatch(/<img[^>]*alt="ছেলেদের ফ্যাশন"/);
  });
});

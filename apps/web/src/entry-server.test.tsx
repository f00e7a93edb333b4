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
});

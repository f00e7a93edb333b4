/**
 * What crawlers read besides the pages: robots.txt, and the sitemap of every product and category
 * listing at the shop's public address. The sitemaps protocol allows 50,000 addresses a file:
 * beyond that /sitemap.xml becomes an index of files, the listings in one and the products in
 * pages of 50,000 (https://www.sitemaps.org/protocol.html).
 */
import type { SitemapPages } from '../catalogue/catalogue.service.ts';

/** The sitemaps protocol's most addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The parts of a sitemap index: the listings, and the products page by page. */
const PART = /^(?:listings|products-([1-9]\d{0,5}))\.xml$/;

/** Where shoppers' own pages, the API (pictures aside) and the development helpers are: nothing to index. */
const PRIVATE_PATHS = ['/api/', '/admin', '/user', '/checkout', '/cart', '/wishlist', '/payment/', '/dev/'];

interface SitemapUrl {
  path: string;
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function createSeoService({
  pages,
  publicUrl,
  maxUrls = SITEMAP_MAX_URLS,
}: {
  pages: SitemapPages;
  publicUrl: string;
  /** Addresses a file holds; the protocol's 50,000 unless a test asks for fewer. */
  maxUrls?: number;
}) {
  const origin = publicUrl.replace(/\/+$/, '');
  const at = (path: string) => escapeXml(origin + path);

  function urlset(urls: SitemapUrl[]): string {
    const entries = urls.map(
      ({ path, lastModified }) =>
        `<url><loc>${at(path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`,
    );
    return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`;
  }

  /** Home, the whole listing, and each category's and subcategory's listing (the addresses the pages link). */
  async function listingUrls(): Promise<SitemapUrl[]> {
    const categories = await pages.categoryPages();
    return [
      { path: '/' },
      { path: '/products' },
      ...categories.map(({ categoryId, subcategoryId, updatedAt }) => ({
        path: `/products?${new URLSearchParams(subcategoryId ? { category: categoryId, subCategory: subcategoryId } : { category: categoryId })}`,
        lastModified: updatedAt,
      })),
    ];
  }

  async function productUrls(page: number): Promise<SitemapUrl[]> {
    const products = await pages.productPages(maxUrls, (page - 1) * maxUrls);
    return products.map(({ id, updatedAt }) => ({ path: `/products/${id}`, lastModified: updatedAt }));
  }

  return {
    robots(): string {
      return [
        'User-agent: *',
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        // Product pictures are part of what search shows.
        'Allow: /api/media/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /** Every address in one file, or the index of the files when they are more than one file holds. */
    async sitemap(): Promise<string> {
      const [listings, products] = await Promise.all([listingUrls(), pages.countProducts()]);
      if (listings.length + products <= maxUrls) return urlset([...listings, ...(await productUrls(1))]);
      const productFiles = Math.ceil(products / maxUrls);
      const parts = ['listings', ...Array.from({ length: productFiles }, (_, i) => `products-${i + 1}`)];
      const entries = parts.map((part) => `<sitemap><loc>${at(`/sitemaps/${part}.xml`)}</loc></sitemap>`);
      return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    },

    /** One file of the index ('listings.xml', 'products-2.xml'), or null when there is no such file. */
    async sitemapPart(name: string): Promise<string | null> {
      const match = PART.exec(name);
      if (!match) return null;
      if (!match[1]) return urlset(await listingUrls());
      const urls = await productUrls(Number(match[1]));
      return urls.length ? urlset(urls) : null;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

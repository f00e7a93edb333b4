/**
 * Runs inline in index.html (build/early-start-plugin.ts compiles it into the page), before the
 * app's code has arrived. On a slow mobile network the first page otherwise waits for the entry
 * script, then for its own chunk, then for its data, then for its main picture, one after the
 * other; this starts them side by side:
 *
 * - the page's lazy chunk and the chunks it imports, as modulepreloads;
 * - its main API requests (public catalogue reads only, sent without a session), whose answers the
 *   app's query functions take through lib/early-requests.ts;
 * - on Home, the first banner, the page's largest picture, as soon as the banners' answer is in.
 *
 * It must stay tiny and dependency-free apart from the image URL helpers it shares with the pages.
 */
import { BANNER_SIZES, bannerImage } from '@/features/catalogue/components/banner-image';
import { EARLY_REQUESTS_GLOBAL, type EarlyAnswer } from '@/lib/early-requests';

/** Files each page's lazy chunk brings beyond the entry, by page, filled in by the build. */
declare const __PAGE_CHUNKS__: Record<string, string[] | undefined>;

interface Page {
  name: string;
  /** Matched against location.pathname; the groups are the route's parameters. */
  path: RegExp;
  requests: (params: string[]) => string[];
}

/** The storefront's landing pages (the same patterns as app/paths.ts) and the reads each starts with. */
const PAGES: Page[] = [
  { name: 'home', path: /^\/$/, requests: () => ['/banner', '/categories', '/logo'] },
  { name: 'products', path: /^\/products\/?$/, requests: () => ['/logo'] },
  {
    name: 'product',
    path: /^\/products\/([^/]+)\/?$/,
    requests: ([id = '']) => [`/products/${encodeURIComponent(decodeURIComponent(id))}`, '/logo'],
  },
];

function addLink(attributes: Record<string, string>) {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

function start() {
  const { pathname } = location;
  let params: string[] | undefined;
  const page = PAGES.find((candidate) => (params = candidate.path.exec(pathname)?.slice(1)));
  if (!page || !params) return;

  for (const href of __PAGE_CHUNKS__[page.name] ?? []) addLink({ rel: 'modulepreload', href });

  const requests: Record<string, EarlyAnswer> = {};
  for (const path of page.requests(params)) {
    requests[path] = fetch(`/api${path}`, { headers: { Accept: 'application/json' }, credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
  }
  (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = requests;

  void requests['/banner']?.then((body) => {
    const first = Array.isArray(body?.data) ? (body.data[0] as { bannerImage?: string } | undefined) : undefined;
    if (!first?.bannerImage) return;
    const image = bannerImage(first.bannerImage);
    addLink({
      rel: 'preload',
      as: 'image',
      href: image.src,
      imagesrcset: image.srcSet,
      imagesizes: BANNER_SIZES,
      fetchpriority: 'high',
    });
  });
}

try {
  start();
} catch {
  // Nothing here is needed: the app makes every request itself when these did not start.
}

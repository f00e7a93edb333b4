/**
 * Runs inline in index.html (build/early-start-plugin.ts compiles it into the page), before the
 * app's code has arrived. On a slow mobile network the first page otherwise waits for the entry
 * script, then for its own chunk, then for its data, then for its main picture, one after the
 * other; this starts them side by side:
 *
 * - the page's lazy chunk and the chunks it imports, as modulepreloads;
 * - its main API requests (public catalogue reads only, sent without a session), whose answers the
 *   app's query functions take through lib/early-requests.ts;
 * - the page's largest picture as soon as its address is known: on Home the first banner, on a
 *   product page the product's first picture.
 *
 * A page the server rendered has its data and pictures in its HTML and is readable without the app's
 * code, so there the code waits until the page has painted, and then loads at low priority: the
 * pictures keep the bandwidth, and the first paint does not wait for the scripts to run. A button
 * tapped meanwhile is tapped again once the app has taken over (lib/early-clicks.ts).
 *
 * It must stay tiny and dependency-free apart from the image URL helpers it shares with the pages.
 */
import { DATA_SAVER_ATTRIBUTE } from '@dokan/domain/data-saver';
import { BANNER_SIZES, bannerImage } from '@/features/catalogue/components/banner-image';
import { detailImage } from '@/features/catalogue/components/detail-image';
import { holdEarlyClicks } from '@/lib/early-clicks';
import { EARLY_REQUESTS_GLOBAL, type EarlyAnswer, ENTRY_TEMPLATE_ID, RENDERED_ATTRIBUTE } from '@/lib/early-requests';

/** Files each page's lazy chunk brings beyond the entry, by page, filled in by the build. */
declare const __PAGE_CHUNKS__: Record<string, string[] | undefined>;

interface Picture {
  src: string;
  srcSet: string;
  sizes: string;
}

interface Page {
  name: string;
  /** Matched against location.pathname; the groups are the route's parameters. */
  path: RegExp;
  requests: (params: string[]) => string[];
  /** The page's largest picture, found in the answer to its first request. */
  largestPicture?: (data: unknown) => Picture | undefined;
}

/** The server marks a page whose pictures come small (lib/data-saver.ts): the preload asks for the same. */
const dataSaver = () => document.documentElement.hasAttribute(DATA_SAVER_ATTRIBUTE);

function firstBanner(data: unknown): Picture | undefined {
  const first = Array.isArray(data) ? (data[0] as { bannerImage?: string } | undefined) : undefined;
  return first?.bannerImage ? { ...bannerImage(first.bannerImage, dataSaver()), sizes: BANNER_SIZES } : undefined;
}

function firstProductImage(data: unknown): Picture | undefined {
  const image = (data as { productImages?: string[] } | null)?.productImages?.[0];
  return image ? detailImage(image, dataSaver()) : undefined;
}

/** The storefront's landing pages (the same patterns as config/paths.ts) and the reads each starts with. */
const PAGES: Page[] = [
  { name: 'home', path: /^\/$/, requests: () => ['/banner', '/categories', '/logo'], largestPicture: firstBanner },
  { name: 'products', path: /^\/products\/?$/, requests: () => ['/logo'] },
  {
    name: 'product',
    path: /^\/products\/([^/]+)\/?$/,
    requests: ([id = '']) => [`/products/${encodeURIComponent(decodeURIComponent(id))}`, '/logo'],
    largestPicture: firstProductImage,
  },
];

function addLink(attributes: Record<string, string>) {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/** Copies of the entry's tags the server put in the template: the browser runs none of a template's own. */
function startEntry() {
  const template = document.getElementById(ENTRY_TEMPLATE_ID) as HTMLTemplateElement | null;
  for (const tag of Array.from(template?.content.children ?? [])) {
    const element = document.createElement(tag.localName);
    for (const { name, value } of Array.from(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute('fetchpriority', 'low');
    document.head.appendChild(element);
  }
}

/** How long after the load event the app starts when the page has still not reported its first paint. */
const PAINT_WAIT_AFTER_LOAD_MS = 1000;

/**
 * Runs `callback` once, after the page's first contentful paint. Where the browser reports no paint
 * timing it runs at the load event, and a second after it when no paint has come by then (a tab
 * opened in the background, which the browser does not paint).
 */
function afterFirstPaint(callback: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const observing =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (observing) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      run();
    }).observe({ type: 'paint', buffered: true });
  }
  addEventListener('load', () => setTimeout(run, observing ? PAINT_WAIT_AFTER_LOAD_MS : 0), { once: true });
}

function start() {
  const { pathname } = location;
  let params: string[] | undefined;
  const page = PAGES.find((candidate) => (params = candidate.path.exec(pathname)?.slice(1)));
  const pageChunks = (page && __PAGE_CHUNKS__[page.name]) ?? [];

  if (document.documentElement.hasAttribute(RENDERED_ATTRIBUTE)) {
    holdEarlyClicks();
    afterFirstPaint(() => {
      for (const href of pageChunks) addLink({ rel: 'modulepreload', href, fetchpriority: 'low' });
      startEntry();
    });
    return;
  }
  if (!page || !params) return;
  for (const href of pageChunks) addLink({ rel: 'modulepreload', href });

  const requests: Record<string, EarlyAnswer | undefined> = {};
  for (const path of page.requests(params)) {
    requests[path] = fetch(`/api${path}`, { headers: { Accept: 'application/json' }, credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
  }
  (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = requests;

  const [first = ''] = page.requests(params);
  void requests[first]?.then((body) => {
    const picture = page.largestPicture?.(body?.data);
    if (!picture) return;
    addLink({
      rel: 'preload',
      as: 'image',
      href: picture.src,
      imagesrcset: picture.srcSet,
      imagesizes: picture.sizes,
      fetchpriority: 'high',
    });
  });
}

try {
  start();
} catch {
  // The early requests are a head start only: the app makes every request itself when they did not start.
}

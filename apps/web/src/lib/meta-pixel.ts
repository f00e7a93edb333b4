/**
 * Meta's pixel (decision 089), loaded only when the shop set META_PIXEL_ID: the shopper's way
 * through the shop (PageView, ViewContent, AddToCart, InitiateCheckout) for the owner's adverts. The
 * sale itself is told by the server when its money arrives, never by the page. Until Meta's script
 * has come, calls wait in the queue its own loader keeps, as Meta's snippet does.
 */
type MetaEvent = 'PageView' | 'ViewContent' | 'AddToCart' | 'InitiateCheckout';
interface ContentData {
  content_ids: string[];
  content_type: 'product';
  value: number;
  currency: 'BDT';
}
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
let started: string | null = null;

/** Loads the pixel once per page life; a second call (another pixel id) is ignored. */
export function startMetaPixel(pixelId: string): void {
  if (started || typeof window === 'undefined') return;
  started = pixelId;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq ??= fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = SCRIPT;
  document.head.append(script);
  fbq('init', pixelId);
}

/** One event, when the pixel was started; nothing otherwise. */
export function trackMeta(event: MetaEvent, data?: ContentData): void {
  if (started) window.fbq?.('track', event, data);
}

/** The products of a view or a cart as the pixel's content: the ids the catalogue feeds give them. */
export function metaContent(ids: string[], valueTaka: number): ContentData {
  return { content_ids: ids, content_type: 'product', value: valueTaka, currency: 'BDT' };
}

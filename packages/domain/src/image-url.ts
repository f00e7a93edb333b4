/**
 * Rewrites an image address for a wanted size, like an image CDN (spec sections 1 and 9):
 * our own media URLs get `?w=&h=&q=&f=auto` query parameters, Cloudinary URLs get a
 * transformation segment after `/upload/`. Any other address is returned unchanged.
 */
export const MEDIA_PATH_PREFIX = '/api/media/';

export interface ImageSize {
  width: number;
  height?: number;
  /** 1-100; omitted means the server's or CDN's automatic quality. */
  quality?: number;
}

/** Sizes of spec section 9, used by the pages. */
export const IMAGE_SIZES = {
  listing: [
    { maxViewport: 767, width: 160, height: 120 },
    { maxViewport: 1023, width: 200, height: 150 },
    { maxViewport: Number.POSITIVE_INFINITY, width: 250, height: 188 },
  ],
  banner: [
    { width: 1200, height: 400 },
    { width: 1600, height: 533 },
  ],
  categoryIcon: { width: 96, height: 96 },
  detail: { width: 500, height: 500 },
  thumbnail: { width: 80, height: 80 },
} as const;

function isCloudinary(url: URL): boolean {
  return url.hostname.endsWith('cloudinary.com') && url.pathname.includes('/upload/');
}

export function imageUrl(src: string, size: ImageSize): string {
  if (!src) return src;
  const base = 'http://relative.invalid';
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return src;
  }
  const relative = url.origin === base;
  if (isCloudinary(url)) {
    const parts = [`w_${size.width}`];
    if (size.height) parts.push(`h_${size.height}`, 'c_fill');
    parts.push(size.quality ? `q_${size.quality}` : 'q_auto', 'f_auto');
    url.pathname = url.pathname.replace('/upload/', `/upload/${parts.join(',')}/`);
  } else if (url.pathname.startsWith(MEDIA_PATH_PREFIX)) {
    url.searchParams.set('w', String(size.width));
    if (size.height) url.searchParams.set('h', String(size.height));
    if (size.quality) url.searchParams.set('q', String(size.quality));
    url.searchParams.set('f', 'auto');
  } else {
    return src;
  }
  return relative ? url.pathname + url.search : url.toString();
}

/** `srcset` for the same picture at 1x and 2x (or any listed multipliers). */
export function imageSrcSet(src: string, size: ImageSize, densities: readonly number[] = [1, 2]): string {
  return densities
    .map((d) => {
      const scaled: ImageSize = { width: Math.round(size.width * d), quality: size.quality };
      if (size.height) scaled.height = Math.round(size.height * d);
      return `${imageUrl(src, scaled)} ${scaled.width}w`;
    })
    .join(', ');
}

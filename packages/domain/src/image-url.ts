/**
 * Image addresses at the sizes the pages show, like an image CDN (spec sections 1 and 9): our own
 * media URLs get `?w=&h=&q=&f=auto` query parameters, Cloudinary URLs get a transformation segment
 * after `/upload/`. Any other address is returned unchanged.
 *
 * The pages ask only for the presets below, and the media route renders only those
 * (docs/decisions/018): a page that needs a new size adds a preset here, and both sides follow.
 */
export const MEDIA_PATH_PREFIX = '/api/media/';

export interface ImagePreset {
  /** Pixels of the preset's base address; a density of 2 asks for twice as many. */
  width: number;
  height: number;
  /** 1-100; omitted means the server's or CDN's automatic quality. */
  quality?: number;
  /** The pixel densities a srcset offers; the first is the plain `src`. */
  densities: readonly number[];
  /**
   * 'contain' shows the whole picture, the rest of the box filled with the colour of its corner; by
   * default it is cover-cropped around the centre.
   */
  fit?: 'contain';
}

/** Every size a page shows a stored picture at. */
export const IMAGE_PRESETS = {
  // Spec section 9: listing cards, by viewport (LISTING_IMAGES).
  listingSmall: { width: 160, height: 120, densities: [1, 2] },
  listingMedium: { width: 200, height: 150, densities: [1, 2] },
  listingLarge: { width: 250, height: 188, densities: [1, 2] },
  // Spec section 9: the slider offers both banner sizes and the browser picks one by width.
  bannerSmall: { width: 1200, height: 400, densities: [1] },
  bannerLarge: { width: 1600, height: 533, densities: [1] },
  /**
   * The banner with the data saver on (decision 083): one address, a phone's width at 2x, about a
   * third of bannerSmall's pixels; the size adminBanner already renders, so no new variant.
   */
  bannerSaver: { width: 800, height: 267, densities: [1] },
  categoryIcon: { width: 96, height: 96, densities: [1, 2] },
  detail: { width: 500, height: 500, densities: [1, 2] },
  thumbnail: { width: 80, height: 80, densities: [1, 2] },
  /** The product's pictures enlarged in a dialog. */
  zoom: { width: 1000, height: 1000, densities: [1, 2] },
  subcategoryIcon: { width: 56, height: 56, densities: [1, 2] },
  /** A reviewer's photo. */
  avatar: { width: 40, height: 40, densities: [1, 2] },
  /** Above the default quality: lettering shows compression first. */
  logo: { width: 128, height: 32, quality: 90, densities: [1, 2] },
  // Admin screens: one address each, at twice the box they are drawn in.
  adminIcon: { width: 80, height: 80, densities: [1] },
  adminRow: { width: 96, height: 96, densities: [1] },
  adminProductImage: { width: 320, height: 320, densities: [1] },
  adminCategoryPreview: { width: 192, height: 192, densities: [1] },
  adminBanner: { width: 800, height: 267, densities: [1] },
  adminBannerPreview: { width: 320, height: 106, densities: [1] },
  /**
   * A page shared on Facebook, Messenger, WhatsApp or X: the 1.91:1 card they draw (og:image). A
   * square product photo is shown whole rather than cut to a strip.
   */
  share: { width: 1200, height: 630, densities: [1], fit: 'contain' },
} as const satisfies Record<string, ImagePreset>;

export type ImagePresetName = keyof typeof IMAGE_PRESETS;

/** Spec section 9: the listing card's picture under 768 px, under 1024 px, and wider. */
export const LISTING_IMAGES = [
  { preset: 'listingSmall', maxViewport: 767 },
  { preset: 'listingMedium', maxViewport: 1023 },
  { preset: 'listingLarge', maxViewport: Number.POSITIVE_INFINITY },
] as const satisfies ReadonlyArray<{ preset: ImagePresetName; maxViewport: number }>;

/** One rendered size: a preset at one of its densities. */
export interface ImageVariant {
  width: number;
  height: number;
  quality?: number;
  fit?: 'contain';
}

function atDensity({ width, height, quality, fit }: ImagePreset, density: number): ImageVariant {
  const variant: ImageVariant = { width: Math.round(width * density), height: Math.round(height * density) };
  if (quality) variant.quality = quality;
  if (fit) variant.fit = fit;
  return variant;
}

const variantName = ({ width, height, quality }: ImageVariant) =>
  `${width}x${height}${quality ? ` at quality ${quality}` : ''}`;

function listVariants(): readonly ImageVariant[] {
  const unique = new Map(
    Object.values(IMAGE_PRESETS as Record<string, ImagePreset>)
      .flatMap((preset) => preset.densities.map((density) => atDensity(preset, density)))
      .map((variant) => [variantName(variant), variant] as const),
  );
  return [...unique.values()].sort(
    (a, b) => a.width * a.height - b.width * b.height || (a.quality ?? 0) - (b.quality ?? 0),
  );
}

/**
 * Every size the media route renders (presets at each density, each once), smallest first.
 * Pure, so the pages' bundles (the inline early-start script among them) leave it out.
 */
export const IMAGE_VARIANTS: readonly ImageVariant[] = /* @__PURE__ */ listVariants();

/** The variant with exactly these parameters (and the fit its preset asks for), or null when no page asks for it. */
export function findImageVariant(width: number, height: number, quality: number | undefined): ImageVariant | null {
  return IMAGE_VARIANTS.find((v) => v.width === width && v.height === height && v.quality === quality) ?? null;
}

export const imageSizeNotOfferedMessage = (asked: { width?: number; height?: number; quality?: number }) =>
  `Image size ${asked.width ?? '?'}x${asked.height ?? '?'}${asked.quality ? ` at quality ${asked.quality}` : ''} ` +
  `is not offered; the sizes are ${IMAGE_VARIANTS.map(variantName).join(', ')}`;

function isCloudinary(url: URL): boolean {
  return url.hostname.endsWith('cloudinary.com') && url.pathname.includes('/upload/');
}

function variantUrl(src: string, size: ImageVariant): string {
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
    const parts = [`w_${size.width}`, `h_${size.height}`, size.fit === 'contain' ? 'c_pad,b_auto' : 'c_fill'];
    parts.push(size.quality ? `q_${size.quality}` : 'q_auto', 'f_auto');
    url.pathname = url.pathname.replace('/upload/', `/upload/${parts.join(',')}/`);
  } else if (url.pathname.startsWith(MEDIA_PATH_PREFIX)) {
    // Only the preset's own parameters: anything else would be a size the route refuses.
    url.search = '';
    url.searchParams.set('w', String(size.width));
    url.searchParams.set('h', String(size.height));
    if (size.quality) url.searchParams.set('q', String(size.quality));
    url.searchParams.set('f', 'auto');
  } else {
    return src;
  }
  return relative ? url.pathname + url.search : url.toString();
}

/** The picture at a preset's first density, for `src`. */
export function imageUrl(src: string, preset: ImagePresetName): string {
  const size = IMAGE_PRESETS[preset];
  return variantUrl(src, atDensity(size, size.densities[0] ?? 1));
}

/**
 * `srcset` with width descriptors: every density of each preset given, in order. With the data saver
 * (decision 083) only each preset's first density: a 2x or 3x screen gets the 1x picture, a quarter of
 * the pixels or less, drawn a little soft.
 */
export function imageSrcSet(
  src: string,
  presets: ImagePresetName | readonly ImagePresetName[],
  { dataSaver = false }: { dataSaver?: boolean } = {},
): string {
  return (typeof presets === 'string' ? [presets] : presets)
    .flatMap((name) => {
      const preset: ImagePreset = IMAGE_PRESETS[name];
      return (dataSaver ? preset.densities.slice(0, 1) : preset.densities).map((density) => atDensity(preset, density));
    })
    .map((variant) => `${variantUrl(src, variant)} ${variant.width}w`)
    .join(', ');
}

/** Image encoding with sharp: resized variants for the media route, SVG drawings to WebP for the demo catalogue. */
import sharp from 'sharp';

/** What the pages get through f=auto (negotiateFormat); nothing else is rendered (docs/decisions/018). */
export const OUTPUT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The smallest format the browser says it can show: AVIF, then WebP, else JPEG, which every browser shows. */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((range) => range.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type?.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

export interface VariantOptions {
  width?: number;
  height?: number;
  /** 1-100; omitted uses the encoder's default. */
  quality?: number;
  /** 'contain': the whole picture inside the box, the rest filled with the colour of its corner. */
  fit?: 'contain';
  format: OutputFormat;
}

/** The colour of the picture's top-left pixel: the backdrop a 'contain' box is filled with. */
async function cornerColour(source: Buffer) {
  const { data, info } = await sharp(source)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r = 255, g = 255, b = 255] = info.channels >= 3 ? data : [data[0], data[0], data[0]];
  return { r, g, b, alpha: info.channels === 4 || info.channels === 2 ? (data[info.channels - 1] ?? 255) / 255 : 1 };
}

/**
 * With width and height the picture is cover-cropped around its centre (product photos are
 * centred), or with `fit: 'contain'` shown whole on its corner's colour; with one of them it keeps
 * its aspect ratio. It is never enlarged: a box that would need it shrinks, keeping its aspect
 * ratio, until the picture inside it is at its own size.
 */
export async function renderVariant(source: Buffer, options: VariantOptions): Promise<Buffer> {
  const image = sharp(source).rotate();
  const { width, height } = options;
  if (width && height) {
    const { autoOrient } = await sharp(source).metadata();
    const fits = [autoOrient.width / width, autoOrient.height / height];
    // Cover fills the box with the picture, contain fits the picture inside it.
    const scale = Math.min(1, options.fit === 'contain' ? Math.max(...fits) : Math.min(...fits));
    const box = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))] as const;
    if (options.fit === 'contain') {
      image.resize(...box, { fit: 'contain', background: await cornerColour(source) });
    } else {
      image.resize(...box, { fit: 'cover', position: 'centre' });
    }
  } else if (width || height) {
    image.resize({ width, height, fit: 'inside', withoutEnlargement: true });
  }
  const quality = options.quality;
  switch (options.format) {
    // Effort 2 keeps a first AVIF request under a fifth of a second; later requests come from the cache.
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}

/**
 * Draws an opaque SVG document (one that paints its own background) to a WebP of its own size.
 * Effort 0 encodes flat drawings about three times faster than the default for a few per cent more bytes.
 */
export async function svgToWebp(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().webp({ quality, effort: 0 }).toBuffer();
}

/** What an upload may be, judged by its bytes, never by its name or declared type. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// A 10,000 x 4,000 photo fits; a decompression bomb does not.
const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * An uploaded picture re-encoded as WebP within maxSide: anything that is not a raster image is
 * refused, EXIF orientation is applied, and all metadata (GPS position, camera) is dropped.
 * Answers null when the bytes are not an image this shop accepts.
 */
export async function reencodeUpload(bytes: Buffer, maxSide: number): Promise<Buffer | null> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
    if (!format || !UPLOAD_FORMATS.has(format)) return null;
    return await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Where an imported product's pictures come from (docs/decisions/081): each one named in its
 * `image_urls` cell is the shop's own (an export's `/api/media/...`), an address on another site
 * (http or https, fetched), or a file in the zip sent with the CSV. A dry run checks each is well
 * formed and, for the zip, present; only a real run fetches and unpacks, within limits of size,
 * count and time, and re-encodes what it got as product uploads are.
 */
import { CATALOGUE_IMPORT_MAX_FETCHED_PICTURES, MAX_IMAGE_UPLOAD_BYTES } from '@dokan/domain';

import { reencodeUpload } from '../../lib/images.ts';
import { fetchPicture, pictureAddressProblem, PictureFetchError } from '../../lib/picture-fetch.ts';
import type { PictureZip, PictureZipLimits } from '../../lib/picture-zip.ts';
import { PRODUCT_IMAGE_SIDE } from './products-admin.service.ts';

export interface ImportPictureLimits {
  /** Bytes of one picture, fetched or unpacked: the upload limit of product pictures. */
  maxBytes: number;
  /** One fetch, redirects included. */
  fetchTimeoutMs: number;
  /** Every fetch of one import together; the rows whose pictures come after it are reported. */
  totalFetchTimeMs: number;
  /** Addresses on other sites in one file. */
  maxFetched: number;
  zip: PictureZipLimits;
}

export const DEFAULT_IMPORT_PICTURE_LIMITS: ImportPictureLimits = {
  maxBytes: MAX_IMAGE_UPLOAD_BYTES,
  fetchTimeoutMs: 15_000,
  totalFetchTimeMs: 5 * 60_000,
  maxFetched: CATALOGUE_IMPORT_MAX_FETCHED_PICTURES,
  zip: { maxFiles: 2_000, maxUnpackedBytes: 500 * 1024 * 1024 },
};

/** The shop's own pictures, as an export writes them. */
const OWN_MEDIA = /^\/api\/media\/[\w./-]+$/;
const WEB_ADDRESS = /^https?:\/\//i;
/** Anything with a scheme, or a path from the root, that is neither of the above. */
const OTHER_ADDRESS = /^([a-z][a-z\d+.-]*:|\/)/i;

export type PictureSource = 'own' | 'web' | 'zip';

export const sourceOf = (name: string): PictureSource =>
  OWN_MEDIA.test(name) ? 'own' : WEB_ADDRESS.test(name) ? 'web' : 'zip';

/** A picture as it will be stored: an address the shop has already, or bytes re-encoded to store. */
export type GatheredPicture = { url: string } | { bytes: Buffer };

export interface PictureContext {
  zip: PictureZip | null;
  /** The laptop's own addresses may be fetched (decision 020's development helpers), never a live shop's. */
  allowPrivate: boolean;
  limits: ImportPictureLimits;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Why a cell's picture cannot be taken, known without fetching or unpacking it; null when it may be. */
export function pictureProblem(name: string, { zip, allowPrivate, limits }: PictureContext): string | null {
  switch (sourceOf(name)) {
    case 'own':
      return null;
    case 'web': {
      const problem = pictureAddressProblem(name, allowPrivate);
      return problem && `image_urls: ${name} could not be fetched: ${problem}`;
    }
    case 'zip': {
      if (OTHER_ADDRESS.test(name)) {
        return `image_urls: ${name} is not an http or https address, one of the shop's pictures or a file in the zip`;
      }
      if (!zip) return `image_urls: ${name} names a file in a zip; send the zip of pictures with the CSV`;
      const size = zip.sizeOf(name);
      if (size === undefined) return `image_urls: ${name} is not in the zip`;
      if (size > limits.maxBytes)
        return `image_urls: ${name} in the zip is larger than ${megabytes(limits.maxBytes)} MB`;
      return null;
    }
  }
}

/**
 * Fetches and unpacks a product's pictures (those `pictureProblem` passed) and re-encodes them:
 * either all of them, or the message of each that failed.
 */
export async function gatherPictures(
  names: string[],
  context: PictureContext,
  /** When the import's fetching time runs out. */
  deadline: number,
): Promise<{ pictures: GatheredPicture[]; problems: string[] }> {
  const settled = await Promise.allSettled(
    names.map(async (name): Promise<GatheredPicture> => {
      const source = sourceOf(name);
      if (source === 'own') return { url: name };
      const bytes = source === 'zip' ? await unpack(name, context.zip!) : await fetchFromWeb(name, context, deadline);
      const picture = await reencodeUpload(bytes, PRODUCT_IMAGE_SIDE);
      if (!picture) throw new PictureFetchError(`image_urls: ${name} is not a picture (JPEG, PNG, WebP, GIF or AVIF)`);
      return { bytes: picture };
    }),
  );
  const problems = settled.flatMap((result) =>
    result.status === 'rejected'
      ? [result.reason instanceof PictureFetchError ? result.reason.message : 'image_urls: a picture could not be read']
      : [],
  );
  return {
    pictures: settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    problems,
  };
}

/** A file of the zip; one whose bytes do not match its directory (a forged size, a broken file) is reported. */
async function unpack(name: string, zip: PictureZip): Promise<Buffer> {
  try {
    return await zip.read(name);
  } catch {
    throw new PictureFetchError(`image_urls: ${name} could not be unpacked from the zip`);
  }
}

async function fetchFromWeb(address: string, context: PictureContext, deadline: number): Promise<Buffer> {
  const { limits } = context;
  const left = deadline - Date.now();
  const ranOut = new PictureFetchError(
    `image_urls: ${address} could not be fetched: the import's time for fetching pictures ran out; import this row again`,
  );
  if (left <= 0) throw ranOut;
  try {
    return await fetchPicture(address, {
      maxBytes: limits.maxBytes,
      timeoutMs: Math.min(limits.fetchTimeoutMs, left),
      allowPrivate: context.allowPrivate,
    });
  } catch (error) {
    if (!(error instanceof PictureFetchError)) throw error;
    if (Date.now() >= deadline) throw ranOut;
    throw new PictureFetchError(`image_urls: ${address} could not be fetched: ${error.message}`);
  }
}

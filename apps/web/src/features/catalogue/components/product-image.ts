import { IMAGE_SIZES, imageSrcSet, imageUrl } from '@dokan/domain/image-url';

const LISTING = IMAGE_SIZES.listing;
const LARGEST = LISTING[LISTING.length - 1] ?? { width: 250, height: 188 };

/**
 * The card picture at the listing sizes of spec section 9 (160x120 below 768 px, 200x150 below
 * 1024 px, else 250x188), each at 1x and 2x, so the browser picks one for the screen.
 */
export function listingImage(src: string) {
  return {
    src: imageUrl(src, LARGEST),
    srcSet: LISTING.map((size) => imageSrcSet(src, size)).join(', '),
    sizes: LISTING.map((size) =>
      Number.isFinite(size.maxViewport) ? `(max-width: ${size.maxViewport}px) ${size.width}px` : `${size.width}px`,
    ).join(', '),
    width: LARGEST.width,
    height: LARGEST.height,
  };
}

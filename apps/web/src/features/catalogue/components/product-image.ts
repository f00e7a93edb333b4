import { IMAGE_PRESETS, imageSrcSet, imageUrl, LISTING_IMAGES } from '@dokan/domain/image-url';

/** The widest screens' picture, the plain `src`. */
const [, , { preset: LARGEST }] = LISTING_IMAGES;

/**
 * The card picture at the listing sizes of spec section 9 (160x120 below 768 px, 200x150 below
 * 1024 px, else 250x188), each at 1x and 2x, so the browser picks one for the screen; with the data
 * saver at 1x only (decision 083).
 */
export function listingImage(src: string, dataSaver = false) {
  return {
    src: imageUrl(src, LARGEST),
    srcSet: imageSrcSet(
      src,
      LISTING_IMAGES.map((entry) => entry.preset),
      { dataSaver },
    ),
    sizes: LISTING_IMAGES.map(({ preset, maxViewport }) =>
      Number.isFinite(maxViewport)
        ? `(max-width: ${maxViewport}px) ${IMAGE_PRESETS[preset].width}px`
        : `${IMAGE_PRESETS[preset].width}px`,
    ).join(', '),
    width: IMAGE_PRESETS[LARGEST].width,
    height: IMAGE_PRESETS[LARGEST].height,
  };
}

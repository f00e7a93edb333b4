import { IMAGE_SIZES, imageSrcSet, imageUrl } from '@dokan/domain/image-url';

export const DETAIL_IMAGE = IMAGE_SIZES.detail;

/** The product page's main picture (500x500, spec section 9), for the gallery and for its preload. */
export function detailImage(src: string) {
  return {
    src: imageUrl(src, DETAIL_IMAGE),
    srcSet: imageSrcSet(src, DETAIL_IMAGE),
    sizes: `(max-width: 640px) 100vw, ${DETAIL_IMAGE.width}px`,
  };
}

import { IMAGE_PRESETS, imageSrcSet, imageUrl } from '@dokan/domain/image-url';

export const DETAIL_IMAGE = { width: IMAGE_PRESETS.detail.width, height: IMAGE_PRESETS.detail.height };

/**
 * The product page's main picture (500x500, spec section 9), for the gallery and for its preload; with
 * the data saver at 1x only (decision 083).
 */
export function detailImage(src: string, dataSaver = false) {
  return {
    src: imageUrl(src, 'detail'),
    srcSet: imageSrcSet(src, 'detail', { dataSaver }),
    sizes: `(max-width: 640px) 100vw, ${DETAIL_IMAGE.width}px`,
  };
}

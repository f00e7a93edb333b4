import { IMAGE_PRESETS, imageSrcSet, imageUrl } from '@dokan/domain/image-url';

export const BANNER_SMALL = IMAGE_PRESETS.bannerSmall;

/** The slider's width: the page column (max-w-7xl less its padding) from 1280 px up, the screen below. */
export const BANNER_SIZES = '(min-width: 1280px) 1248px, 100vw';

/**
 * A banner picture at the spec's two sizes (section 9), for `src`/`srcSet` and for its preload; with
 * the data saver one smaller size whatever the screen (decision 083).
 */
export function bannerImage(src: string, dataSaver = false) {
  if (dataSaver) return { src: imageUrl(src, 'bannerSaver'), srcSet: imageSrcSet(src, 'bannerSaver') };
  return {
    src: imageUrl(src, 'bannerSmall'),
    srcSet: imageSrcSet(src, ['bannerSmall', 'bannerLarge']),
  };
}

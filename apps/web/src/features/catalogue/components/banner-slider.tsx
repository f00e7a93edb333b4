import { preload } from 'react-dom';
import { Link } from 'react-router';

import type { Banner } from '@dokan/domain';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { Skeleton } from '@/components/ui/skeleton';
import { CAROUSEL_ROW, useCarousel } from '@/components/ui/use-carousel';
import { BANNER_AUTOPLAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDataSaver } from '@/lib/data-saver';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';
import { usePageLoaded } from '@/lib/page-loaded';

import { useBanners } from '../api/get-banners';
import { BANNER_SIZES, BANNER_SMALL, bannerImage } from './banner-image';
import { BannerWords, useBannerWords } from './banner-words';

/** Where a banner leads: the listing filtered by its category (id, else name) and its offer percent. */
function bannerHref(banner: Banner): string {
  const category = banner.bannerCategory;
  return paths.products({
    category: category ? category._id || category.categoryName : undefined,
    discount: banner.bannerOffer || undefined,
  });
}

/** One slide: its picture, the words the shop wrote for it in the page's language, and its offer. */
function BannerSlide({
  banner,
  index,
  total,
  showPicture,
}: {
  banner: Banner;
  index: number;
  total: number;
  showPicture: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const localName = useLocalName();
  const words = useBannerWords(banner);
  const image = bannerImage(banner.bannerImage, useDataSaver());
  // With words drawn over it the picture only decorates: the link is named by its words.
  const category = banner.bannerCategory;
  const alt = words ? '' : category ? localName(category.categoryName, category.categoryNameBn) : t('home.banner');
  return (
    <li
      className="relative min-w-0 flex-[0_0_100%] snap-start"
      aria-roledescription="slide"
      aria-label={t('home.bannerSlide', { index: index + 1, total })}
    >
      <Link to={bannerHref(banner)} className="relative block">
        {showPicture ? (
          <Image
            {...image}
            sizes={BANNER_SIZES}
            width={BANNER_SMALL.width}
            height={BANNER_SMALL.height}
            alt={alt}
            priority={index === 0}
            className="aspect-[3/1] w-full object-cover"
          />
        ) : (
          <span
            {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
            className="block aspect-[3/1] w-full bg-gray-100"
          />
        )}
        {words && <BannerWords words={words} />}
        {banner.bannerOffer ? (
          <span className="absolute top-3 left-3 rounded-lg bg-red-600 px-2.5 py-1 text-sm font-bold text-white shadow sm:text-base">
            {t('product.discountOff', { percent: format.count(banner.bannerOffer) })}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function BannerSlides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const dataSaver = useDataSaver();
  // With the data saver the banners wait to be moved: each slide brings a picture (decision 083).
  const { rowRef, selected, scrollTo, next, previous } = useCarousel(dataSaver ? null : BANNER_AUTOPLAY_MS);
  // The slides behind the first get their pictures once the page has loaded: until then their bytes
  // would share a slow network with the first banner, the page's largest picture.
  const loaded = usePageLoaded();
  const first = banners[0];
  if (first) {
    const image = bannerImage(first.bannerImage, dataSaver);
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: BANNER_SIZES, fetchPriority: 'high' });
  }

  return (
    <div className="relative">
      <div className="overflow-hidden rounded-xl">
        <ul ref={rowRef} className={CAROUSEL_ROW}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner._id}
              banner={banner}
              index={index}
              total={banners.length}
              showPicture={index === 0 || loaded}
            />
          ))}
        </ul>
      </div>
      {banners.length > 1 && (
        <>
          <button
            type="button"
            aria-label={t('home.previousBanner')}
            onClick={previous}
            className="absolute top-1/2 left-2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 shadow hover:bg-white sm:inline-flex"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            aria-label={t('home.nextBanner')}
            onClick={next}
            className="absolute top-1/2 right-2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 shadow hover:bg-white sm:inline-flex"
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {banners.map((banner, index) => (
              <button
                key={banner._id}
                type="button"
                aria-label={t('home.goToBanner', { index: index + 1 })}
                aria-current={index === selected}
                onClick={() => scrollTo(index)}
                className="group inline-flex size-6 items-center justify-center"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full shadow transition-all',
                    index === selected ? 'w-5 bg-white' : 'w-2 bg-white/60 group-hover:bg-white',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** The home page's looping banners, self-advancing unless the data saver is on (spec section 2, Home). */
export function BannerSlider() {
  const { t } = useTranslation();
  const banners = useBanners();
  if (banners.isError || banners.data?.length === 0) return null;
  return (
    <section aria-label={t('home.banners')} aria-roledescription="carousel" className="mx-auto max-w-7xl px-4">
      {banners.data ? <BannerSlides banners={banners.data} /> : <Skeleton className="aspect-[3/1] w-full rounded-xl" />}
    </section>
  );
}

import type { Banner } from '@dokan/domain';
import { cn } from '@/components/ui/cn';
import { useLocalName } from '@/lib/local-name';

/** The banner's title and subtitle in the page's language, or null when the shop wrote none. */
export function useBannerWords(banner: Banner): { title: string; subtitle: string | null } | null {
  const localName = useLocalName();
  if (!banner.bannerTitle?.trim()) return null;
  return {
    title: localName(banner.bannerTitle, banner.bannerTitleBn),
    subtitle: banner.bannerSubtitle?.trim() ? localName(banner.bannerSubtitle, banner.bannerSubtitleBn) : null,
  };
}

/**
 * A banner's words drawn as text over its picture (decision 056), in the page's language: on the left,
 * over a shade that keeps white letters readable on any picture. Laid over the picture's box from its
 * top, so that neither the words nor a font arriving late moves anything; the picture stays the
 * largest thing painted. `size` is the home page's slide or the admin's smaller card.
 */
export function BannerWords({
  words,
  size = 'slide',
}: {
  words: { title: string; subtitle: string | null };
  size?: 'slide' | 'card';
}) {
  const slide = size === 'slide';
  return (
    <span
      className={cn(
        'pointer-events-none absolute inset-y-0 left-0 flex w-3/5 flex-col items-start gap-1 bg-linear-to-r from-black/60 via-black/30 to-transparent text-white',
        // Below the offer badge, which sits in the top left corner.
        slide ? 'px-3 pt-10 sm:gap-2 sm:px-8 sm:pt-16 lg:px-12 lg:pt-20' : 'px-3 pt-9',
      )}
    >
      <span
        className={cn(
          'line-clamp-2 leading-snug font-bold text-balance drop-shadow',
          slide ? 'text-[15px] sm:text-3xl lg:text-4xl' : 'text-sm',
        )}
      >
        {words.title}
      </span>
      {words.subtitle && (
        <span
          className={cn(
            'line-clamp-2 leading-snug text-white/90 drop-shadow',
            // A phone's slide is 120 px high: the title alone fits above the dots.
            slide ? 'hidden sm:block sm:text-lg lg:text-xl' : 'hidden',
          )}
        >
          {words.subtitle}
        </span>
      )}
    </span>
  );
}

import { IMAGE_PRESETS, imageSrcSet, imageUrl } from '@dokan/domain/image-url';
import { cn } from '@/components/ui/cn';
import { useTranslation } from '@/lib/i18n';

const LOGO_SIZE = { width: IMAGE_PRESETS.logo.width, height: IMAGE_PRESETS.logo.height };

/**
 * The shop's logo picture, or the text 'Dokan' when none is set; `undefined` means still loading.
 * Every case fills the same box (its size comes from `className`), so nothing moves when the logo arrives.
 */
export function SiteLogo({ logo, className }: { logo: string | null | undefined; className: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('flex items-center', className)}>
      {logo === null && (
        <span className="text-xl leading-none font-extrabold tracking-tight text-brand-700 sm:text-2xl">
          {t('shop.name')}
        </span>
      )}
      {logo && (
        <img
          src={imageUrl(logo, 'logo')}
          srcSet={imageSrcSet(logo, 'logo')}
          sizes={`${LOGO_SIZE.width}px`}
          alt={t('shop.name')}
          {...LOGO_SIZE}
          fetchPriority="high"
          className="size-full object-contain object-left"
        />
      )}
    </span>
  );
}

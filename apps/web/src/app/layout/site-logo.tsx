import { useTranslation } from 'react-i18next';

import { imageUrl } from '@dokan/domain/image-url';
import { cn } from '@/components/ui/cn';

const LOGO_SIZE = { width: 128, height: 32 };

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
          src={imageUrl(logo, { ...LOGO_SIZE, quality: 90 })}
          alt={t('shop.name')}
          {...LOGO_SIZE}
          fetchPriority="high"
          className="size-full object-contain object-left"
        />
      )}
    </span>
  );
}

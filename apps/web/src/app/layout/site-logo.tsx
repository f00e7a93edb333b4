import { imageUrl } from '@dokan/domain/image-url';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

const LOGO_SIZE = { width: 128, height: 32 };

/**
 * The shop's logo picture, or the text 'Dokan' when none is set. `undefined` means still loading:
 * the box is reserved so the navbar does not move when the answer arrives.
 */
export function SiteLogo({ logo, className }: { logo: string | null | undefined; className?: string }) {
  const { t } = useTranslation();
  if (logo === undefined) return <span className={cn('block h-8 w-24', className)} aria-hidden="true" />;
  if (logo === null) {
    return (
      <span className={cn('text-2xl font-extrabold tracking-tight text-brand-700', className)}>{t('shop.name')}</span>
    );
  }
  return (
    <img
      src={imageUrl(logo, { ...LOGO_SIZE, quality: 90 })}
      alt={t('shop.name')}
      {...LOGO_SIZE}
      fetchPriority="high"
      className={cn('h-8 w-auto max-w-32 object-contain object-left', className)}
    />
  );
}

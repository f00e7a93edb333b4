import { useTranslation } from '@/lib/i18n';

import { cn } from './cn';

export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex items-center justify-center py-16', className)}>
      <span className="size-10 animate-spin rounded-full border-4 border-gray-200 border-t-brand-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

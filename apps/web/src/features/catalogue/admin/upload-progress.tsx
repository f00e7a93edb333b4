import { useTranslation } from '@/lib/i18n';

/** How much of an upload has gone up; null hides the bar. */
export function UploadProgress({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <div className="flex items-center gap-3">
      <progress
        value={percent}
        max={100}
        aria-label={t('adminCatalogue.upload.progress')}
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700"
      />
      <span className="w-12 shrink-0 text-right text-sm text-gray-700 tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}

import { OfflineIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { useOnline } from '@/lib/offline';

/**
 * "You are offline" at the foot of the screen while the browser has no network; it goes when the
 * network returns. The status region stays in the page, empty online, so screen readers hear it change.
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center">
      {!online && (
        <p className="m-3 flex items-center gap-2 rounded-full bg-gray-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
          <OfflineIcon className="size-4 shrink-0" />
          {t('offline.bar')}
        </p>
      )}
    </div>
  );
}

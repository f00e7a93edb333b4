import { useId } from 'react';

import { cn } from '@/components/ui/cn';
import { chooseDataSaver, useDataSaver } from '@/lib/data-saver';
import { useTranslation } from '@/lib/i18n';

/**
 * The data saver's switch in the phone's menu (decision 083): smaller pictures and banners that wait
 * to be moved, for a shopper paying for every megabyte. On by itself when the browser saves data.
 */
export function DataSaverSwitch() {
  const { t } = useTranslation();
  const on = useDataSaver();
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      onClick={() => chooseDataSaver(!on)}
      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 py-2 text-left hover:bg-gray-100"
    >
      <span className="flex flex-col">
        <span id={`${id}-label`} className="text-base font-semibold text-gray-700">
          {t('nav.dataSaver')}
        </span>
        <span id={`${id}-hint`} className="text-sm text-gray-500">
          {t('nav.dataSaverHint')}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cn('relative h-6 w-11 shrink-0 rounded-full transition-colors', on ? 'bg-brand-700' : 'bg-gray-300')}
      >
        <span
          className={cn(
            'absolute top-0.5 size-5 rounded-full bg-white shadow transition-all',
            on ? 'left-5.5' : 'left-0.5',
          )}
        />
      </span>
    </button>
  );
}

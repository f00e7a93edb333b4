import { useState } from 'react';

import { SEARCH_STATS_DAYS, type SearchStats } from '@dokan/domain';
import { ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { useTranslation } from '@/lib/i18n';

import { useSearchStats } from '../api/get-search-stats';

function SearchList({ title, rows }: { title: string; rows: SearchStats['top'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-gray-700">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{t('admin.searches.none')}</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {rows.map((row) => (
            <li key={row.words} className="flex justify-between gap-3">
              {/* What shoppers typed, in whatever language they typed it. */}
              <span lang="" className="min-w-0 truncate">
                {row.words}
              </span>
              <span className="whitespace-nowrap text-gray-600">
                {t('admin.searches.count', { count: row.searches })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The dashboard's search panel (admins): the most searched words, and those that found nothing, over 7 or 30 days. */
export function SearchFiguresPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(SEARCH_STATS_DAYS[0]);
  const stats = useSearchStats(days);
  return (
    <>
      <div role="group" aria-label={t('admin.searches.period')} className="mb-3 flex gap-2">
        {SEARCH_STATS_DAYS.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={days === choice}
            onClick={() => setDays(choice)}
            className={`rounded-md border px-2 py-1 text-xs ${days === choice ? 'border-green-700 bg-green-50 font-semibold' : 'border-gray-300'}`}
          >
            {t('admin.searches.days', { count: choice })}
          </button>
        ))}
      </div>
      {stats.isPending ? (
        <LoadingBlocks count={1} className="h-20" />
      ) : stats.isError ? (
        <ErrorState detail={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SearchList title={t('admin.searches.top')} rows={stats.data.top} />
          <SearchList title={t('admin.searches.foundNothing')} rows={stats.data.foundNothing} />
        </div>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';

import { EmptyState, ErrorState } from './query-states';

export type SortDir = 'asc' | 'desc';
export interface SortState {
  column: string;
  dir: SortDir;
}

export interface Column<T> {
  id: string;
  /** The column's name, also read out by the sort button. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Whether the header sorts the rows (by the server's `sort` name, or by `sortValue` on the page). */
  sortable?: boolean;
  /** The value the rows are compared by when the page sorts them itself (`sortRows`). */
  sortValue?: (row: T) => string | number;
  /** The direction of the first click: dates and amounts read best newest or largest first. */
  firstDir?: SortDir;
  align?: 'left' | 'right';
  /** Extra classes of the column's cells, such as a width or `whitespace-nowrap`. */
  className?: string;
}

/** The next sort after a click on `column`: a new column starts at its first direction, the same one flips. */
export function nextSort<T>(current: SortState | undefined, column: Column<T>): SortState {
  if (current?.column === column.id) return { column: column.id, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { column: column.id, dir: column.firstDir ?? 'asc' };
}

/** The rows ordered by a column's `sortValue`, for lists the server answers whole. */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState | undefined): T[] {
  const column = columns.find((candidate) => candidate.id === sort?.column);
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * sign;
  });
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface DataTableProps<T> {
  /** Names the table for screen readers (its caption). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  loading?: boolean;
  /** A failed load: shown in place of the rows with Retry. */
  error?: Error | null;
  onRetry?: () => void;
  empty?: ReactNode;
  /** Rows shown as grey bars while loading. */
  skeletonRows?: number;
}

/**
 * The admin list: a dense table that scrolls sideways on phones (the scroll area is focusable, so the
 * keyboard can scroll it too), column headers that sort with aria-sort, and its loading, error (with
 * Retry) and empty states in place of the rows.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  error,
  onRetry,
  empty,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const { t } = useTranslation();

  if (error && !loading) {
    return <ErrorState detail={error.message} onRetry={() => onRetry?.()} />;
  }
  if (!loading && rows && rows.length === 0) {
    return <EmptyState>{empty ?? t('admin.table.empty')}</EmptyState>;
  }

  return (
    <div
      role="region"
      aria-label={t('admin.table.scrollHint', { label })}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-200 bg-white"
    >
      <table className="w-full border-collapse text-left text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            {columns.map((column) => {
              const sorted = sort?.column === column.id ? sort.dir : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  className={cn(
                    'border-b border-gray-200 px-3 py-2 whitespace-nowrap',
                    column.align === 'right' && 'text-right',
                  )}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => onSortChange(nextSort(sort, column))}
                      className={cn(
                        'inline-flex min-h-8 items-center gap-1 rounded px-1 -mx-1 uppercase hover:text-gray-900',
                        sorted && 'text-gray-900',
                      )}
                    >
                      {column.header}
                      <span aria-hidden="true" className={cn('text-[0.7rem]', !sorted && 'text-gray-400')}>
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading || !rows
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} className="border-b border-gray-100 last:border-0">
                  {columns.map((column) => (
                    <td key={column.id} className="px-3 py-3">
                      <Skeleton className="h-4 w-full min-w-12" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-gray-100 last:border-0 hover:bg-gray-50">
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={cn(
                        'px-3 py-2 align-middle',
                        column.align === 'right' && 'text-right',
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {loading && (
        <span role="status" className="sr-only">
          {t('admin.table.loading')}
        </span>
      )}
    </div>
  );
}

import { type ReactNode, useId } from 'react';

import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';

import { adminInputClassName } from './admin-input';
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

/** Below 768 px each row is a card and each cell a 'label: value' line (the label from data-label), so nothing hides off-screen. */
const ROW_CLASS = 'border-b border-gray-100 last:border-0 max-md:block max-md:px-3 max-md:py-2';
const CELL_CLASS =
  'px-3 py-2 align-middle max-md:flex max-md:min-h-9 max-md:items-center max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:font-semibold max-md:before:text-gray-500 max-md:before:uppercase max-md:before:content-[attr(data-label)]';

/** On phones the headers give way to cards, so the sort is a select above them. */
function PhoneSort<T>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly Column<T>[];
  sort: SortState | undefined;
  onSortChange: (sort: SortState) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mb-2 flex items-center gap-2 md:hidden">
      <label htmlFor={id} className="text-xs font-medium text-gray-700">
        {t('admin.table.sortLabel')}
      </label>
      <select
        id={id}
        value={sort ? `${sort.column}:${sort.dir}` : ''}
        onChange={(event) => {
          const [column = '', dir] = event.target.value.split(':');
          if (column) onSortChange({ column, dir: dir === 'asc' ? 'asc' : 'desc' });
        }}
        className={`${adminInputClassName} h-9 flex-1 py-0`}
      >
        {!sort && <option value="">{t('admin.table.sortDefault')}</option>}
        {columns.flatMap((column) =>
          (['asc', 'desc'] as const).map((dir) => (
            <option key={`${column.id}:${dir}`} value={`${column.id}:${dir}`}>
              {t(dir === 'asc' ? 'admin.table.sortAsc' : 'admin.table.sortDesc', { column: column.header })}
            </option>
          )),
        )}
      </select>
    </div>
  );
}

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
 * The admin list: a dense table, one card per row on phones (the area is focusable, so the keyboard can
 * scroll a wide table too), column headers that sort with aria-sort, and its loading, error (with
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

  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];

  return (
    <>
      {sortable.length > 0 && onSortChange && <PhoneSort columns={sortable} sort={sort} onSortChange={onSortChange} />}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-gray-200 bg-white"
      >
        <table className="w-full border-collapse text-left text-sm max-md:block" aria-busy={loading || undefined}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase max-md:hidden">
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
          <tbody className="max-md:block">
            {loading || !rows
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={index} className={ROW_CLASS}>
                    {columns.map((column) => (
                      <td key={column.id} className="px-3 py-3 max-md:block max-md:px-0 max-md:py-1">
                        <Skeleton className="h-4 w-full min-w-12" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className={cn(ROW_CLASS, 'hover:bg-gray-50')}>
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        data-label={column.header}
                        className={cn(CELL_CLASS, column.align === 'right' && 'md:text-right', column.className)}
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
    </>
  );
}

import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** 'Page x of y' between Previous and Next, with the number of results; both ends disable their button. */
export function AdminPagination({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total?: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const last = Math.max(1, pages);
  return (
    <nav
      aria-label={t('admin.pagination.label')}
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-700"
    >
      <span>{total !== undefined && t('admin.pagination.total', { count: total })}</span>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="md" className="h-9 px-3" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon className="size-4" />
          {t('admin.pagination.previous')}
        </Button>
        <span aria-current="page" aria-live="polite">
          {t('admin.pagination.pageOf', { page: format.count(page), pages: format.count(last) })}
        </span>
        <Button
          variant="outline"
          size="md"
          className="h-9 px-3"
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
        >
          {t('admin.pagination.next')}
          <ChevronRightIcon className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

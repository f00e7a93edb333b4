import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** Previous / 'Page x of y' / Next, shown only when there is more than one page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        {t('pagination.previous')}
      </Button>
      <span className="text-sm text-gray-700" aria-current="page">
        {t('pagination.pageOf', { page: format.count(page), pages: format.count(pages) })}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
        <ChevronRightIcon className="size-4" />
      </Button>
    </nav>
  );
}

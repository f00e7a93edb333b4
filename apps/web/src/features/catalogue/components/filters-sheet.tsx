import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';

import { FilterPanel } from './filter-panel';

/** The filter panel as a left sheet on small screens (spec section 2, Product listing). */
export function FiltersSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" aria-describedby={undefined}>
        <DialogTitle className="mb-4 leading-11">{t('filters.title')}</DialogTitle>
        <FilterPanel />
      </DialogContent>
    </Dialog>
  );
}

import type { ProductSummary } from '@dokan/domain';
import { displayPrice, originalPriceIfDiscounted } from '@dokan/domain/pricing';
import { cn } from '@/components/ui/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/**
 * A card's price: the price paid, and the struck-through original when there is a discount; for
 * variants priced apart, "from" the lowest (docs/decisions/082), whose original is the page's to show.
 */
export function CardPrice({ product, className }: { product: ProductSummary; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = (
    <span className="text-lg font-bold text-brand-800">{format.taka(product.priceFrom ?? displayPrice(product))}</span>
  );
  if (product.priceFrom !== undefined) {
    // Bangla puts its word after the amount ('৳৮১০ থেকে'): the text's own order, the amount set large.
    const [before, after] = t('product.priceFrom', { price: '\u0000' }).split('\u0000');
    return (
      <p className={cn('flex flex-wrap items-baseline gap-x-1 text-xs text-gray-600', className)}>
        {before}
        {amount}
        {after}
      </p>
    );
  }
  const original = originalPriceIfDiscounted(product);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      {amount}
      {original !== null && (
        <del className="text-xs text-gray-500">
          <span className="sr-only">{t('product.originalPrice')}</span>
          {format.taka(original)}
        </del>
      )}
    </p>
  );
}

import type { ProductSummary } from '@dokan/domain';
import { displayPrice, originalPriceIfDiscounted } from '@dokan/domain/pricing';
import { cn } from '@/components/ui/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** A card's price: the price paid, and the struck-through original when there is a discount. */
export function CardPrice({ product, className }: { product: ProductSummary; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const original = originalPriceIfDiscounted(product);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="text-lg font-bold text-brand-800">{format.taka(displayPrice(product))}</span>
      {original !== null && (
        <del className="text-xs text-gray-500">
          <span className="sr-only">{t('product.originalPrice')}</span>
          {format.taka(original)}
        </del>
      )}
    </p>
  );
}

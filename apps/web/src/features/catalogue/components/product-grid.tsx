import type { ProductSummary } from '@dokan/domain';
import { cn } from '@/components/ui/cn';

import { ProductCard, ProductCardSkeleton } from './product-card';

/** Cards in responsive columns; `skeletons` cards stand in while `products` is loading. */
export function ProductGrid({
  products,
  skeletons,
  discountFilter,
  priorityCount = 0,
  className,
}: {
  products: readonly ProductSummary[] | undefined;
  skeletons: number;
  discountFilter?: number;
  /** How many leading cards are above the fold and load their pictures at once. */
  priorityCount?: number;
  className?: string;
}) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4', className)}>
      {products
        ? products.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} discountFilter={discountFilter} priority={index < priorityCount} />
            </li>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
    </ul>
  );
}

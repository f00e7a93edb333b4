import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { imageSrcSet, imageUrl } from '@dokan/domain/image-url';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CartIcon, TrashIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { type LineInBangla, useLinesInBangla } from '@/features/catalogue';
import { type CartLine, cartTotal, lineKey, removeLines, setLineQuantity, useCart } from '@/lib/cart-store';
import { checkoutState } from '@/lib/checkout-state';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalText } from '@/lib/local-name';

import { useFreshCartPrices } from '../api/use-fresh-cart-prices';

function CartLineRow({
  line,
  bangla,
  selected,
  onSelect,
  onNavigate,
}: {
  line: CartLine;
  /** The product's Bangla name and the chosen options' labels, once the cart's products are read. */
  bangla: LineInBangla;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const local = useLocalText();
  const name = local.name(line.productName, bangla.productNameBn);
  const soldOut = line.maxStock <= 0;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <label className="-m-3 flex shrink-0 items-start p-3 pt-4">
        <input
          type="checkbox"
          aria-label={t('cart.selectLine', { name })}
          checked={selected && !soldOut}
          disabled={soldOut}
          onChange={(event) => onSelect(event.target.checked)}
          className="size-6 accent-brand-700"
        />
      </label>
      <Link
        to={paths.product(line.productId)}
        onClick={onNavigate}
        className="size-16 shrink-0 overflow-hidden rounded-lg border border-gray-200 sm:size-20"
        tabIndex={-1}
        aria-hidden="true"
      >
        {/* At the thumbnail's size, and at once: the sheet shows them as it opens (lazy ones came a second late). */}
        <Image
          src={line.image ? imageUrl(line.image, 'thumbnail') : undefined}
          srcSet={line.image ? imageSrcSet(line.image, 'thumbnail') : undefined}
          sizes="80px"
          alt=""
          width={80}
          height={80}
          priority
          className="size-full object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={paths.product(line.productId)}
            onClick={onNavigate}
            className="line-clamp-2 text-sm leading-5 font-medium hover:text-brand-700 hover:underline"
          >
            {name}
          </Link>
          <button
            type="button"
            aria-label={t('cart.remove', { name })}
            onClick={() => removeLines([line])}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-500 hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        {(line.color || line.size) && (
          <p className="text-xs text-gray-600">
            {[
              line.color && t('cart.color', { color: local.name(line.color, bangla.colorBn) }),
              line.size && t('cart.size', { size: local.name(line.size, bangla.sizeBn) }),
              line.sku && t('common.sku', { sku: line.sku }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <p className="text-xs text-gray-600">{t('cart.each', { price: format.taka(line.price) })}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          {soldOut ? (
            <span className="text-sm font-semibold text-red-700">{t('cart.outOfStock')}</span>
          ) : (
            <QuantityStepper
              value={line.quantity}
              max={line.maxStock}
              label={t('cart.quantityOf', { name })}
              onChange={(quantity) => setLineQuantity(line, quantity)}
            />
          )}
          <span className="font-bold text-brand-800">{format.taka(line.price * line.quantity)}</span>
        </div>
      </div>
    </li>
  );
}

/**
 * The cart's lines with selection, quantities and the total of the ticked lines; Checkout takes
 * the ticked lines to /checkout. The same view fills the side sheet and the /cart page.
 */
export function CartView({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const lines = useCart();
  const prices = useFreshCartPrices(lines);
  const inBangla = useLinesInBangla(lines);
  // Lines are ticked unless unticked, so a line added later is ticked too.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const available = lines.filter((line) => line.maxStock > 0);
  const selected = available.filter((line) => !unticked.has(lineKey(line)));
  const allSelected = available.length > 0 && selected.length === available.length;

  function tick(line: CartLine, on: boolean) {
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(lineKey(line));
      else next.add(lineKey(line));
      return next;
    });
  }

  if (lines.length === 0) {
    return (
      <div className={cn('flex flex-col items-center gap-3 py-12 text-center', className)}>
        <CartIcon className="size-12 text-gray-300" />
        <p className="text-lg font-semibold">{t('cart.empty')}</p>
        <p className="text-sm text-gray-600">{t('cart.emptyHint')}</p>
        <Button asChild className="mt-2">
          <Link to={paths.products()} onClick={onNavigate}>
            {t('cart.startShopping')}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 pb-2">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={available.length === 0}
            onChange={(event) =>
              setUnticked(event.target.checked ? new Set() : new Set(available.map((line) => lineKey(line))))
            }
            className="size-6 accent-brand-700"
          />
          {t('cart.selectAll', { count: available.length })}
        </label>
        <p className="text-xs text-gray-600" role="status">
          {prices.checking ? t('cart.checkingPrices') : prices.failed ? t('cart.pricesUnchecked') : ''}
        </p>
      </div>
      <ul className="min-h-0 flex-1 divide-y divide-gray-200 overflow-y-auto">
        {lines.map((line) => (
          <CartLineRow
            key={lineKey(line)}
            line={line}
            bangla={inBangla(line)}
            selected={!unticked.has(lineKey(line))}
            onSelect={(on) => tick(line, on)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      <div className="border-t border-gray-200 pt-3">
        <p className="flex items-baseline justify-between text-base">
          <span className="font-medium">{t('cart.total', { count: selected.length })}</span>
          <span className="text-xl font-bold text-brand-800" data-testid="cart-total">
            {format.taka(cartTotal(selected))}
          </span>
        </p>
        <Button
          size="lg"
          className="mt-3 w-full"
          disabled={selected.length === 0}
          onClick={() => {
            onNavigate?.();
            void navigate(paths.checkout(), { state: checkoutState(selected, 'cart') });
          }}
        >
          {t('cart.checkout')}
        </Button>
      </div>
    </div>
  );
}

import type { OrderQuote } from '@dokan/domain';
import { OrderLine } from '@/components/order-line';
import { cn } from '@/components/ui/cn';
import { useLinesInBangla } from '@/features/catalogue';
import type { CartLine } from '@/lib/cart-store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import type { FeeState } from '../use-checkout';

/**
 * Spec section 2, Checkout: the lines, Total Price, Delivery Fee and Grand Total with two decimals.
 * The other sums are whole taka as everywhere in the shop, with their poisha only when they have
 * some, so that they still add up to the Grand Total (decision 058).
 */
export function OrderSummary({
  items,
  subtotal,
  discount,
  fee,
  grandTotal,
  quote,
}: {
  items: readonly CartLine[];
  subtotal: number;
  discount: number;
  fee: FeeState;
  grandTotal: number | null;
  /** The server's figures with the running promotions, when it gave them (decision 085). */
  quote: OrderQuote | null;
}) {
  const { t, i18n } = useTranslation();
  const promotions = (quote?.promotions ?? []).map((promotion) => ({
    ...promotion,
    label: (i18n.language === 'bn' && promotion.nameBn) || promotion.name,
  }));
  const ofLevel = (level: OrderQuote['promotions'][number]['level']) => promotions.filter((p) => p.level === level);
  const format = useFormat();
  const inBangla = useLinesInBangla(items);
  const sum = (amount: number) => (Number.isInteger(amount) ? format.taka(amount) : format.taka2(amount));
  function feeText() {
    switch (fee.status) {
      case 'loading':
        return t('checkout.feeLoading');
      case 'error':
        return t('checkout.feeError');
      case 'no-division':
        return t('checkout.chooseDivision');
      case 'ready':
        return sum(fee.fee);
    }
  }
  return (
    <section aria-labelledby="order-summary" className="rounded-xl border border-gray-200 bg-gray-50 p-4 sm:p-5">
      <h2 id="order-summary" className="text-lg font-bold">
        {t('checkout.summary')}
      </h2>
      <h3 className="mt-3 text-sm font-semibold text-gray-700">{t('checkout.items', { count: items.length })}</h3>
      <ul className="mt-2 divide-y divide-gray-200">
        {items.map((item, i) => {
          // The sale's price when the server's figures say so, else the cart's.
          const unitPrice = quote?.lines[i]?.price ?? item.price;
          return (
            <OrderLine
              key={[item.productId, item.color, item.size].join('|')}
              item={{ ...item, ...inBangla(item) }}
              unitPrice={unitPrice}
              amount={unitPrice * item.quantity}
            />
          );
        })}
      </ul>
      {ofLevel('price').map((sale) => (
        <p key={sale._id} data-testid="sale-saving" className="mt-2 text-sm text-green-800">
          {t('checkout.saleSaving', { name: sale.label, amount: sum(sale.saving) })}
        </p>
      ))}
      <dl className="mt-3 space-y-2 border-t border-gray-200 pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{t('checkout.totalPrice')}</dt>
          <dd data-testid="total-price" className="whitespace-nowrap">
            {sum(subtotal)}
          </dd>
        </div>
        {ofLevel('order').map((promotion) => (
          <div key={promotion._id} data-testid="promotion-saving" className="flex justify-between gap-3 text-green-800">
            <dt>{promotion.label}</dt>
            <dd className="whitespace-nowrap">−{sum(promotion.saving)}</dd>
          </div>
        ))}
        {discount > 0 && (
          <div className="flex justify-between gap-3 text-green-800">
            <dt>{t('checkout.discount')}</dt>
            <dd data-testid="discount" className="whitespace-nowrap">
              −{sum(discount)}
            </dd>
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt>{t('checkout.deliveryFee')}</dt>
          <dd
            data-testid="delivery-fee"
            className={cn(
              'text-right',
              fee.status === 'error' && 'text-red-700',
              fee.status === 'no-division' && 'text-gray-600',
            )}
          >
            {feeText()}
          </dd>
          {ofLevel('delivery').map((free) => (
            <p key={free._id} data-testid="free-delivery" className="w-full text-right text-xs text-green-800">
              {t('checkout.freeDelivery', { name: free.label, amount: sum(free.saving) })}
            </p>
          ))}
        </div>
        <div className="flex flex-wrap justify-between gap-x-3 border-t border-gray-200 pt-2 text-base font-bold">
          <dt>{t('checkout.grandTotal')}</dt>
          <dd data-testid="grand-total" className="whitespace-nowrap text-brand-800">
            {grandTotal === null ? '—' : format.taka2(grandTotal)}
          </dd>
          {fee.status === 'no-division' && (
            <p className="w-full text-right text-xs font-normal text-gray-600">{t('checkout.feeNotIncluded')}</p>
          )}
        </div>
      </dl>
    </section>
  );
}

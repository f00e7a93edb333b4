import { useEffect, useRef, useState } from 'react';

import type { Product } from '@dokan/domain';
import { CART_LINK_MAX_QUANTITY, cartLinkUrl } from '@dokan/domain/cart-link';
import { Button } from '@/components/ui/button';
import { Field, inputClassName } from '@/components/ui/field';
import { CheckCircleIcon, LinkIcon } from '@/components/ui/icons';
import { useSite } from '@/features/shop';
import { useTranslation } from '@/lib/i18n';

/** How long "Copied" stays beside the button. */
const COPIED_FOR_MS = 4_000;

/**
 * The product's cart link (docs/decisions/088) on its edit page, at the shop's public address: a
 * variant (or the first in stock) and a quantity, and a button that copies it and says so.
 */
export function CartLinkField({ product }: { product: Product }) {
  const { t } = useTranslation();
  const site = useSite();
  const [ref, setRef] = useState(product._id);
  const [quantity, setQuantity] = useState(1);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const origin = site.url('');
  const link = origin === undefined ? '' : cartLinkUrl(origin, [{ ref, quantity }]);

  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure address, a refused permission): the link is selected to copy by hand.
      input.current?.select();
      setCopied('failed');
    }
  }

  const text = (
    key: 'title' | 'hint' | 'variant' | 'firstInStock' | 'quantity' | 'link' | 'copy' | 'copied' | 'copyFailed',
  ) => t(`adminCatalogue.productForm.cartLink.${key}`);
  return (
    <section
      aria-labelledby="cart-link-title"
      className="mb-4 flex max-w-4xl flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      <div>
        <h2 id="cart-link-title" className="flex items-center gap-2 text-base font-semibold">
          <LinkIcon className="size-5" aria-hidden="true" />
          {text('title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{text('hint')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {product.variants.length > 0 && (
          <Field label={text('variant')} className="sm:col-span-2">
            {(control) => (
              <select
                {...control}
                className={inputClassName}
                value={ref}
                onChange={(event) => setRef(event.target.value)}
              >
                <option value={product._id}>{text('firstInStock')}</option>
                {product.variants.map((variant) => (
                  <option key={variant.sku} value={variant.sku}>
                    {[variant.color, variant.size].filter(Boolean).join(' / ')} ({variant.sku})
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={text('quantity')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={CART_LINK_MAX_QUANTITY}
              className={inputClassName}
              value={quantity}
              onChange={(event) =>
                setQuantity(Math.min(CART_LINK_MAX_QUANTITY, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))
              }
            />
          )}
        </Field>
      </div>
      <Field label={text('link')}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...control}
              ref={input}
              readOnly
              dir="ltr"
              className={`${inputClassName} font-mono`}
              value={link}
              onFocus={(event) => event.target.select()}
              data-testid="cart-link"
            />
            <Button variant="outline" onClick={() => void copy()} disabled={!link}>
              {text('copy')}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="min-h-5 text-sm" data-testid="cart-link-copied">
        {copied === 'yes' && (
          <span className="inline-flex items-center gap-1.5 font-semibold text-green-800">
            <CheckCircleIcon className="size-5" aria-hidden="true" />
            {text('copied')}
          </span>
        )}
        {copied === 'failed' && <span className="text-red-700">{text('copyFailed')}</span>}
      </p>
    </section>
  );
}

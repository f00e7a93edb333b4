import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';

import type { Product } from '@dokan/domain';
import { displayPrice, originalPriceIfDiscounted, savings } from '@dokan/domain/pricing';
import { findVariant, optionStates } from '@dokan/domain/schemas/variants';
import { Button } from '@/components/ui/button';
import { CartIcon, ShareIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Stars } from '@/components/ui/stars';
import { BUY_NOW_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useRequireLogin } from '@/features/auth';
import { WishlistHeart } from '@/features/wishlist';
import { addToCart } from '@/lib/cart-store';
import { checkoutState, lineFromProduct } from '@/lib/checkout-state';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalText } from '@/lib/local-name';
import { toast } from '@/lib/toast';

import { ColourPicker, SizePicker } from './option-pickers';
import { useShareProduct } from './use-share-product';

const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/** Name, rating, price and the buying controls of the detail page (spec section 2 and 4). */
export function ProductInfo({ product }: { product: Product }) {
  const { t } = useTranslation();
  const local = useLocalText();
  const name = local.name(product.productName, product.productNameBn);
  const format = useFormat();
  const requireLogin = useRequireLogin();
  const variants = product.variants;
  // The first colour and size are chosen on arrival (spec section 4, Product detail selections):
  // with variants, those of the first one in stock (docs/decisions/077).
  const first = variants.find((v) => v.remainingProducts > 0) ?? variants[0];
  const [colour, setColour] = useState(first ? first.color || undefined : product.productColors[0]);
  const [size, setSize] = useState(first ? first.size || undefined : product.productSizes[0]);
  const [wanted, setQuantity] = useState(1);
  const variant = variants.length ? findVariant(variants, colour, size) : undefined;
  const colourStates = variants.length ? optionStates(variants, {}).colors : undefined;
  const sizeStates = variants.length ? optionStates(variants, { color: colour }).sizes : undefined;
  const price = variant ? variant.price : displayPrice(product);
  const original = variant
    ? variant.originalPrice > variant.price
      ? variant.originalPrice
      : null
    : originalPriceIfDiscounted(product);
  const saved = variant ? variant.originalPrice - variant.price : savings(product);
  // A product with variants has only what its chosen variant has; a combination it lacks has none.
  const stock = variants.length ? (variant?.remainingProducts ?? 0) : product.remainingProducts;
  const inStock = stock > 0;
  const quantity = Math.min(wanted, Math.max(1, stock));
  const optionLabel = {
    colour: (option: string) => local.option(option, product.productColors, product.productColorsBn),
    size: (option: string) => local.option(option, product.productSizes, product.productSizesBn),
  };

  /** A new colour keeps the size when it has it in stock, else takes the first size it has. */
  function chooseColour(next: string) {
    setColour(next);
    if (!variants.length) return;
    const sizes = optionStates(variants, { color: next }).sizes;
    if (size && sizes.get(size) === 'available') return;
    const available = [...sizes].find(([, state]) => state === 'available');
    if (available) setSize(available[0]);
  }
  const seller = product.OwnerId?.name ?? product.OwnerName ?? t('detail.unknownSeller');
  const navigate = useNavigate();
  const [buying, setBuying] = useState(false);
  const line = () => lineFromProduct(product, { quantity, color: colour, size, ...(variant ? { variant } : {}) });

  /** Spec section 4, Cart: merge within the stock, 'Cart updated!' for a merge, 'Added to cart!' for a new line. */
  function addLineToCart() {
    // A visitor's line is added once they have signed in (decision 059).
    if (!requireLogin(t('detail.loginToBuy'), { kind: 'add-to-cart', line: line() })) return;
    const result = addToCart(line());
    if (result.ok) toast.success(t(result.merged ? 'cart.updated' : 'cart.added'));
    else toast.error(t('cart.onlyAvailable', { count: result.available }));
  }

  /** Spec section 4, Buy Now: this one line, a short pause, then checkout with the marker 'buy now'. */
  function buyNow() {
    if (!requireLogin(t('detail.loginToBuy'), { kind: 'buy-now', line: line() })) return;
    const items = [line()];
    setBuying(true);
    window.setTimeout(() => {
      void navigate(paths.checkout(), { state: checkoutState(items, 'buy now') });
    }, BUY_NOW_DELAY_MS);
  }

  const sharing = useShareProduct(t('share.text', { name, price: format.taka(price) }));

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{name}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
          <Stars value={product.productRating} />
          <span className="font-semibold">{format.rating(product.productRating)}</span>
          <span>
            {t('detail.reviewCount', {
              count: product.reviews.length,
              formatted: format.count(product.reviews.length),
            })}
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('detail.sold', { sold: format.count(product.sales) })}</span>
        </p>
      </div>

      <div className="rounded-xl bg-gray-50 p-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-3xl font-bold text-brand-800">{format.taka(price)}</span>
          {original !== null && (
            <del className="text-lg text-gray-500">
              <span className="sr-only">{t('product.originalPrice')}</span>
              {format.taka(original)}
            </del>
          )}
          {product.productDiscount > 0 && (
            <span className="rounded-md bg-red-600 px-2 py-0.5 text-sm font-bold text-white">
              {t('product.discountOff', { percent: format.count(product.productDiscount) })}
            </span>
          )}
        </p>
        {saved > 0 && (
          <p className="mt-1 text-sm font-medium text-green-800">
            {t('detail.youSave', { amount: format.taka(saved) })}
          </p>
        )}
        {product.quantity && (
          <p className="mt-1 text-sm text-gray-600">{local.name(product.quantity, product.quantityBn)}</p>
        )}
      </div>

      {/* The choice is kept by its English name (the cart's and the order's key), shown by its label. */}
      {product.productColors.length > 0 && (
        <ColourPicker
          colours={product.productColors}
          label={optionLabel.colour}
          value={colour}
          onChange={chooseColour}
          states={colourStates}
        />
      )}
      {product.productSizes.length > 0 && (
        <SizePicker
          sizes={product.productSizes}
          label={optionLabel.size}
          value={size}
          onChange={setSize}
          states={sizeStates}
          colour={colour ? optionLabel.colour(colour) : undefined}
        />
      )}

      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper value={quantity} max={Math.max(1, stock)} onChange={setQuantity} />
        <span className={inStock ? 'text-sm text-gray-700' : 'text-sm font-semibold text-red-700'} data-testid="stock">
          {inStock ? t('detail.available', { count: format.count(stock) }) : t('detail.outOfStock')}
        </span>
        {variant && <span className="text-xs text-gray-500">{t('common.sku', { sku: variant.sku })}</span>}
      </div>

      <div className="grid grid-cols-2 gap-3">
        <Button size="lg" variant="secondary" disabled={!inStock} onClick={addLineToCart}>
          <CartIcon className="size-5" />
          {t('detail.addToCart')}
        </Button>
        <Button size="lg" disabled={!inStock || buying} aria-busy={buying} onClick={buyNow}>
          {t('detail.buyNow')}
        </Button>
        <WishlistHeart variant="button" productId={product._id} productName={name} />
        <Button variant="outline" onClick={() => void sharing.share()}>
          <ShareIcon className="size-5" />
          {t('detail.share')}
        </Button>
      </div>

      <p className="text-sm text-gray-700">
        {t('detail.soldBy')} <span className="font-semibold">{seller}</span>
      </p>

      {sharing.dialogOpen && (
        <Suspense fallback={null}>
          <ShareDialog
            url={sharing.url}
            text={sharing.text}
            open={sharing.dialogOpen}
            onOpenChange={sharing.setDialogOpen}
            onCopy={() => void sharing.copyLink()}
          />
        </Suspense>
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { cartLinkItemsText, parseCartLinkItems } from '@dokan/domain/cart-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useCartLink } from '../api/get-cart-link';
import { applyCartLink } from '../cart-link-outcome';

/**
 * /cart/add?items=ID:QTY,ID:QTY (docs/decisions/088): a link from an ad, a post or Meta's checkout
 * (which names them `products`) fills the cart and opens it. The server says what each item is and
 * how many are left; the cart page then names what was skipped.
 */
export function CartLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const text = search.get('items') ?? search.get('products');
  const items = text === null ? null : parseCartLinkItems(text);
  const link = useCartLink(items && cartLinkItemsText(items));

  useEffect(() => {
    if (!link.data) return;
    // Replaced, so that Back and a reload do not fill the cart again.
    void navigate(paths.cart(), { replace: true, state: { cartLink: applyCartLink(link.data) } });
  }, [link.data, navigate]);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <title>{t('cart.pageTitle')}</title>
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('cart.title')}</h1>
      {!items ? (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p>{t('cartLink.invalid')}</p>
          <Button asChild>
            <Link to={paths.home()}>{t('cart.startShopping')}</Link>
          </Button>
        </div>
      ) : link.isError ? (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p>{t('cartLink.failed')}</p>
          <Button onClick={() => void link.refetch()}>{t('cartLink.retry')}</Button>
        </div>
      ) : (
        <>
          <p className="text-gray-700">{t('cartLink.adding')}</p>
          <Spinner />
        </>
      )}
    </section>
  );
}

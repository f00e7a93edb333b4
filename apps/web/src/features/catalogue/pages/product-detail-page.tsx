import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { PageHead, PageStatus } from '@/components/page-head';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSite } from '@/features/shop';
import { isMissing } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';
import { metaContent, trackMeta } from '@/lib/meta-pixel';

import { useProduct } from '../api/get-product';
import { ProductGallery } from '../components/product-gallery';
import { ProductHead } from '../components/product-head';
import { ProductInfo } from '../components/product-info';
import { ProductTabs } from '../components/product-tabs';
import { RelatedProducts } from '../components/related-products';

/** The product detail page (spec section 2). */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { id = '' } = useParams();
  const product = useProduct(id);
  const site = useSite();
  const viewedId = product.data?._id;
  const viewedPrice = product.data?.productPrice;
  useEffect(() => {
    if (viewedId && viewedPrice !== undefined) trackMeta('ViewContent', metaContent([viewedId], viewedPrice));
  }, [viewedId, viewedPrice]);

  if (product.isPending) return <Spinner className="min-h-[60vh]" />;
  if (product.isError) {
    return (
      <Screen title={t('detail.notFound')} className="text-center">
        <PageHead
          title={t('seo.title', { page: t('seo.productNotFound'), shop: site.name })}
          siteName={site.name}
          noindex
        />
        {/* A failing server is not a missing product. */}
        {isMissing(product.error) && <PageStatus code={404} />}
        <Button asChild>
          <Link to={paths.products()}>{t('detail.backToProducts')}</Link>
        </Button>
      </Screen>
    );
  }

  const item = product.data;
  const name = localName(item.productName, item.productNameBn);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <ProductHead product={item} />
      {/* Its links are 24 px high at least, a target a thumb can hit (WCAG 2.2, 2.5.8). */}
      <nav aria-label={t('detail.breadcrumb')} className="mb-4 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to={paths.home()}
              className="inline-flex min-h-6 min-w-6 items-center justify-center hover:text-brand-700 hover:underline"
            >
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={paths.products()}
              className="inline-flex min-h-6 min-w-6 items-center justify-center hover:text-brand-700 hover:underline"
            >
              {t('nav.products')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate font-medium text-gray-900">
            {name}
          </li>
        </ol>
      </nav>
      {/* Tracks of minmax(0, 1fr): the thumbnail strip scrolls inside its track instead of widening it past the screen. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:gap-10">
        {/* Keyed by the product, so another product's page starts afresh (the first picture, no colour chosen). */}
        <ProductGallery key={`gallery-${item._id}`} name={name} images={item.productImages} video={item.video} />
        <ProductInfo key={`info-${item._id}`} product={item} />
      </div>
      <div className="mt-8">
        <ProductTabs product={item} />
      </div>
      <RelatedProducts productId={item._id} categoryId={item.productCategory._id} />
    </div>
  );
}

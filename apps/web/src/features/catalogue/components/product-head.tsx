import type { Product } from '@dokan/domain';
import { clipText } from '@dokan/domain/format';
import { displayPrice } from '@dokan/domain/pricing';
import { PageHead, StructuredData } from '@/components/page-head';
import { paths } from '@/config/paths';
import { useSite } from '@/features/shop';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { breadcrumbData, productData } from '../structured-data';

/** Search results and shared links show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

/**
 * A product page's head and structured data: its name, price in taka and the shop's name in the
 * title, a picture at the size link previews draw, and the Product and BreadcrumbList facts.
 */
export function ProductHead({ product }: { product: Product }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const name = localName(product.productName, product.productNameBn);
  const about = localName(product.productDescription, product.productDescriptionBn);
  const format = useFormat();
  const site = useSite();
  const price = displayPrice(product);
  const inStock = product.remainingProducts > 0;
  const picture = product.productImages[0];
  const image = picture ? site.image(picture, 'share') : undefined;
  const description = t('seo.product.description', {
    price: format.taka(price),
    shop: site.name,
    availability: t(inStock ? 'seo.inStock' : 'seo.outOfStock'),
    about,
  });
  return (
    <>
      <PageHead
        title={t('seo.title', {
          page: t('seo.product.title', { name, price: format.taka(price) }),
          shop: site.name,
        })}
        description={clipText(description, DESCRIPTION_LENGTH)}
        canonicalUrl={site.url(paths.product(product._id))}
        siteName={site.name}
        image={image ? { url: image, alt: name } : undefined}
        product={{ price, inStock }}
      />
      <StructuredData data={productData(product, { name, description: about }, site)} />
      {/* The trail the page shows: Home / Products / name. */}
      <StructuredData
        data={breadcrumbData([
          { name: t('nav.home'), url: site.url(paths.home()) },
          { name: t('nav.products'), url: site.url(paths.products()) },
          { name, url: site.url(paths.product(product._id)) },
        ])}
      />
    </>
  );
}

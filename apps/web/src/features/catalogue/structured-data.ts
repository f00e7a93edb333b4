import type { Product } from '@dokan/domain';
import { displayPrice } from '@dokan/domain/pricing';
import { paths } from '@/config/paths';
import type { Site } from '@/features/shop';

/**
 * A product as schema.org Product JSON-LD, the facts Google shows beside a result: name, pictures,
 * price in taka, whether it can be bought, and its rating when it has reviews. Addresses are
 * absolute, at the shop's public address. Name and description are the page's language's.
 */
export function productData(
  product: Product,
  text: { name: string; description: string },
  site: Pick<Site, 'url' | 'image' | 'name'>,
) {
  const url = site.url(paths.product(product._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: text.name,
    description: text.description,
    sku: product._id,
    url,
    category: product.productCategory.categoryName,
    image: product.productImages.map((src) => site.image(src, 'zoom')),
    offers: {
      '@type': 'Offer',
      url,
      price: displayPrice(product),
      priceCurrency: 'BDT',
      availability: `https://schema.org/${product.remainingProducts > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: product.OwnerName || site.name },
    },
    // Google refuses a rating without reviews.
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.productRating,
        reviewCount: product.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

/** The trail above a page (schema.org BreadcrumbList), each step with its absolute address. */
export function breadcrumbData(steps: ReadonlyArray<{ name: string; url: string | undefined }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

import type { Category, ProductList } from '@dokan/domain';
import { PageHead } from '@/components/page-head';
import { paths } from '@/config/paths';
import { useSite } from '@/features/shop';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useSubCategories } from '../api/get-subcategories';
import { matchesFilterValue, type ProductFilters } from '../filters';

/**
 * The listing's head: a title and description naming what it lists (the category or subcategory
 * chosen, the search, the discount, the page), and as canonical address the same list without
 * its order or price range, which only rearrange or narrow it. A search is not for indexing.
 */
export function ListingHead({
  filters,
  category,
  list,
}: {
  filters: ProductFilters;
  category: Category | undefined;
  list: ProductList | undefined;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useFormat();
  const site = useSite();
  const subCategory = useSubCategories(category?._id).data?.find((sub) =>
    matchesFilterValue(sub._id, sub.subCategoryName, filters.subCategory),
  );
  let name = subCategory
    ? localName(subCategory.subCategoryName, subCategory.subCategoryNameBn)
    : category
      ? localName(category.categoryName, category.categoryNameBn)
      : t('seo.listing.all');
  if (filters.search) name = t('seo.listing.search', { term: filters.search });
  if (filters.discount) name = t('seo.listing.withDiscount', { name, percent: format.count(filters.discount) });
  const pageName = filters.page > 1 ? t('seo.listing.page', { name, page: format.count(filters.page) }) : name;
  const picture = list?.data[0]?.productImages[0];
  const image = picture ? site.image(picture, 'share') : undefined;
  const canonical = paths.products({
    category: filters.category,
    subCategory: filters.subCategory,
    subSubCategory: filters.subSubCategory,
    discount: filters.discount,
    search: filters.search,
    page: filters.page > 1 ? filters.page : undefined,
  });
  return (
    <PageHead
      title={t('seo.title', { page: pageName, shop: site.name })}
      description={
        list ? t('seo.listing.description', { name, shop: site.name, count: format.count(list.total) }) : undefined
      }
      canonicalUrl={site.url(canonical)}
      siteName={site.name}
      image={image ? { url: image, alt: name } : undefined}
      noindex={Boolean(filters.search)}
    />
  );
}

import { PageHead } from '@/components/page-head';
import { paths } from '@/config/paths';
import { useBanners } from '@/features/catalogue/api/get-banners';
import { BannerSlider } from '@/features/catalogue/components/banner-slider';
import { CategoryStrip } from '@/features/catalogue/components/category-strip';
import { OfferProducts } from '@/features/catalogue/components/offer-products';
import { RecommendedProducts } from '@/features/catalogue/components/recommended-products';
import { useSite } from '@/features/shop';
import { OrganizationData } from '@/features/shop/components/organization-data';
import { PolicyStrip } from '@/features/shop/components/policy-strip';
import { useTranslation } from '@/lib/i18n';

/** Home's title, description and shared picture (its first offer banner), and the shop as an Organization. */
function HomeHead() {
  const { t } = useTranslation();
  const site = useSite();
  const banner = useBanners().data?.[0]?.bannerImage;
  const image = banner ? site.image(banner, 'share') : undefined;
  return (
    <>
      <PageHead
        title={t('seo.home.title', { shop: site.name })}
        description={t('seo.home.description', { shop: site.name })}
        canonicalUrl={site.url(paths.home())}
        siteName={site.name}
        image={image ? { url: image, alt: t('seo.home.image', { shop: site.name }) } : undefined}
      />
      <OrganizationData />
    </>
  );
}

/** Home composes the catalogue's blocks and the shop's policy strip, so it lives with the app, above both features. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8 py-4 sm:space-y-12 sm:py-6">
      <HomeHead />
      <h1 className="sr-only">{t('home.title')}</h1>
      <CategoryStrip />
      <BannerSlider />
      <OfferProducts />
      <PolicyStrip />
      <RecommendedProducts />
    </div>
  );
}

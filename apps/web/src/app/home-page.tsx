import { useTranslation } from 'react-i18next';

import { BannerSlider } from '@/features/catalogue/components/banner-slider';
import { CategoryStrip } from '@/features/catalogue/components/category-strip';
import { OfferProducts } from '@/features/catalogue/components/offer-products';
import { RecommendedProducts } from '@/features/catalogue/components/recommended-products';
import { PolicyStrip } from '@/features/shop/components/policy-strip';

/** Home composes the catalogue's blocks and the shop's policy strip, so it lives with the app, above both features. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8 py-4 sm:space-y-12 sm:py-6">
      <h1 className="sr-only">{t('home.title')}</h1>
      <CategoryStrip />
      <BannerSlider />
      <OfferProducts />
      <PolicyStrip />
      <RecommendedProducts />
    </div>
  );
}

import { Link, useNavigate } from 'react-router';

import { PageHead, PageStatus } from '@/components/page-head';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSite } from '@/features/shop';
import { useTranslation } from '@/lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useSite();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <PageHead title={t('seo.title', { page: t('seo.notFound'), shop: site.name })} siteName={site.name} noindex />
      <PageStatus code={404} />
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-2 text-gray-600">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => void navigate(-1)}>
          {t('notFound.goBack')}
        </Button>
        <Button asChild>
          <Link to={paths.home()}>{t('notFound.goHome')}</Link>
        </Button>
      </div>
    </section>
  );
}

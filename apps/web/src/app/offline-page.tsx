import { Link } from 'react-router';

import { PageHead } from '@/components/page-head';
import { Button } from '@/components/ui/button';
import { OfflineIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSite } from '@/features/shop';
import { useTranslation } from '@/lib/i18n';

/**
 * What the offline worker answers for a page the shopper never saw while the network is gone
 * (docs/decisions/093): the shop's frame, in the page's language, and a way to try again.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <PageHead
        title={t('seo.title', { page: t('offline.pageTitle'), shop: site.name })}
        siteName={site.name}
        noindex
      />
      <OfflineIcon className="size-16 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('offline.title')}</h1>
      <p className="mt-2 text-gray-600">{t('offline.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => location.reload()}>
          {t('offline.tryAgain')}
        </Button>
        <Button asChild>
          <Link to={paths.home()}>{t('offline.goHome')}</Link>
        </Button>
      </div>
    </section>
  );
}

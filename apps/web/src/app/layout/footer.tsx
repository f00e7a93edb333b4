import { Link } from 'react-router';

import { PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSettings } from '@/features/shop/api/get-settings';
import { useTranslation } from '@/lib/i18n';

import { SiteLogo } from './site-logo';

export function Footer({ logo }: { logo: string | null | undefined }) {
  const { t } = useTranslation();
  const settings = useSettings().data;
  const policies = [
    { to: paths.cancellationReturns(), label: t('policies.cancellation.title') },
    { to: paths.privacyPolicy(), label: t('policies.privacy.title') },
    { to: paths.emiPolicy(), label: t('policies.emi.title') },
    { to: paths.customerSupport(), label: t('policies.support.title') },
    { to: paths.track(), label: t('track.title') },
  ];
  return (
    <footer className="border-t border-gray-200 bg-gray-50 text-sm text-gray-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Link to={paths.home()} className="inline-flex rounded" aria-label={t('nav.homeLink')}>
            <SiteLogo logo={logo} className="h-8 w-32" />
          </Link>
          <p className="mt-3 max-w-sm">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="font-semibold text-gray-900">
            {t('footer.policies')}
          </h2>
          <ul className="mt-2">
            {policies.map((policy) => (
              <li key={policy.to}>
                <Link to={policy.to} className="inline-block py-2 hover:text-brand-700 hover:underline">
                  {policy.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-gray-900">{t('footer.support')}</h2>
          <p className="mt-2">{t('footer.hours')}</p>
          {settings && (
            <ul className="mt-2">
              <li>
                <a
                  href={`tel:${settings.supportPhone}`}
                  className="inline-flex items-center gap-2 py-2 hover:text-brand-700"
                >
                  <PhoneIcon className="size-4" />
                  {settings.supportPhone}
                </a>
              </li>
              <li>
                <a href={`mailto:${settings.supportEmail}`} className="inline-block py-2 hover:text-brand-700">
                  {settings.supportEmail}
                </a>
              </li>
            </ul>
          )}
        </div>
      </div>
      {/* Room below it on phones for the back-to-top button, which would otherwise sit on it. */}
      <p className="border-t border-gray-200 pt-4 pb-20 text-center text-xs text-gray-600 md:pb-4">
        {t('footer.copyright', { year: new Date().getFullYear(), shop: settings?.shopName ?? t('shop.name') })}
      </p>
    </footer>
  );
}

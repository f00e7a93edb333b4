import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';

import { CardIcon, PhoneIcon, ReturnIcon, ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useSettings } from '../api/get-settings';

interface PolicyCard {
  to: string;
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The four policy cards of the home page: a swipeable row below 768 px, a grid from there up. */
export function PolicyStrip() {
  const { t } = useTranslation();
  const supportPhone = useSettings().data?.supportPhone;
  const cards: PolicyCard[] = [
    {
      to: paths.cancellationReturns(),
      title: t('policies.cancellation.title'),
      text: t('policies.cancellation.tagline'),
      Icon: ReturnIcon,
    },
    {
      to: paths.privacyPolicy(),
      title: t('policies.privacy.title'),
      text: t('policies.privacy.tagline'),
      Icon: ShieldIcon,
    },
    { to: paths.emiPolicy(), title: t('policies.emi.title'), text: t('policies.emi.tagline'), Icon: CardIcon },
    // The phone arrives with the settings; a non-breaking space keeps the card's height meanwhile.
    {
      to: paths.customerSupport(),
      title: t('policies.support.title'),
      text: supportPhone ?? '\u00a0',
      Icon: PhoneIcon,
    },
  ];
  return (
    <section aria-label={t('home.policies')} className="mx-auto max-w-7xl px-4">
      <ul className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0">
        {cards.map(({ to, title, text, Icon }) => (
          <li key={to} className="w-64 shrink-0 snap-start md:w-auto">
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{title}</span>
                <span className="block truncate text-sm text-gray-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

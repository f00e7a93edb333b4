import { PhoneIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';

import { useSettings } from '../api/get-settings';
import { PolicyPage } from '../components/policy-page';

export function CustomerSupportPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <PolicyPage policy="support">
      <div className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-5">
        <h2 className="font-semibold">{t('policies.support.contactHeading')}</h2>
        {settings.isPending && <Skeleton className="mt-3 h-12 w-56" />}
        {settings.isError && <p className="mt-2 text-gray-700">{t('policies.support.contactUnavailable')}</p>}
        {settings.data && (
          <ul className="mt-2 space-y-1">
            <li>
              <a
                href={`tel:${settings.data.supportPhone}`}
                className="inline-flex min-h-11 items-center gap-2 text-xl font-bold text-brand-800 hover:underline"
              >
                <PhoneIcon className="size-5" />
                {settings.data.supportPhone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${settings.data.supportEmail}`}
                className="inline-flex min-h-11 items-center hover:underline"
              >
                {settings.data.supportEmail}
              </a>
            </li>
          </ul>
        )}
        <p className="mt-2 text-sm text-gray-700">{t('footer.hours')}</p>
      </div>
    </PolicyPage>
  );
}

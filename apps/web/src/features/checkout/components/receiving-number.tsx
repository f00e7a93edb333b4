import { PhoneIcon } from '@/components/ui/icons';
import { useSettings } from '@/features/shop';
import { useTranslation } from '@/lib/i18n';

/**
 * The spec's payment notice: the shop's number that money sent by hand goes to. Shown where the
 * shopper is to send money (mobile banking chosen, or a delivery fee to send first), never beside
 * cash on delivery or a gateway.
 */
export function ReceivingNumber() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm" role="note">
      <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <p>{t('checkout.paymentNotice')}</p>
        <p className="mt-1 text-base font-bold tracking-wide text-brand-800" data-testid="receiving-number">
          <span className="sr-only">{t('checkout.receivingNumber')}: </span>
          {settings.data?.receivingNumber ?? (settings.isError ? '—' : t('common.loading'))}
        </p>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

/**
 * Where the payment gateway sends the shopper back: the outcome and the transaction id from the path,
 * then what the page adds (the order's confirmation after a payment), then the ways on.
 */
export function PaymentResult({ outcome, children }: { outcome: 'success' | 'failed'; children?: ReactNode }) {
  const { t } = useTranslation();
  const { tranId = '' } = useParams();
  const success = outcome === 'success';
  const Icon = success ? CheckCircleIcon : AlertIcon;
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-12 text-center sm:py-16">
      <title>{t(success ? 'payments.pageTitleSuccess' : 'payments.pageTitleFailed')}</title>
      <Icon className={success ? 'size-16 text-green-700' : 'size-16 text-red-600'} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t(`payments.${outcome}`)}</h1>
      <p className="mt-2 text-gray-600">{t(success ? 'payments.successHint' : 'payments.failedHint')}</p>
      {tranId && (
        <p className="mt-4 rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm break-all text-gray-800">
          {t('payments.transaction', { tranId })}
        </p>
      )}
      {children && <div className="mt-6 w-full text-left">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.userOrders()}>{t('payments.viewOrders')}</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home()}>{t('payments.home')}</Link>
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import type { Order } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { withSearch } from '@/config/search-params';
import { useFormat } from '@/lib/format';
import { type Translate, useTranslation } from '@/lib/i18n';

import { shortOrderId } from '../order-id';
import { type NextStep, nextStep } from '../order-next-step';

/** The sentence that says what happens next, by how the order is paid. */
function nextStepText(step: NextStep, t: Translate, taka: (amount: number) => string): string {
  switch (step.kind) {
    case 'cash':
      return step.prepaidFee === null
        ? t('orders.placed.cash', { amount: taka(step.collect) })
        : t('orders.placed.cashPrepaid', { amount: taka(step.collect), fee: taka(step.prepaidFee) });
    case 'transfer':
      return step.provider && step.reference
        ? t('orders.placed.transfer', {
            amount: taka(step.amount),
            provider: t(`checkout.providers.${step.provider}`),
            reference: step.reference,
          })
        : t('orders.placed.transferNoReference', { amount: taka(step.amount) });
    case 'paid':
      return t('orders.placed.paid', { amount: taka(step.amount), method: t(`orders.paymentMethods.${step.method}`) });
    case 'awaiting-payment':
      return t('orders.placed.awaitingPayment', {
        amount: taka(step.amount),
        method: t(`orders.paymentMethods.${step.method}`),
      });
  }
}

/**
 * The confirmation of an order just placed (decision 058): its number, what happens next (the cash the
 * courier collects, the transfer the shop checks, or the payment made), the messages the shop sends
 * (the order's details by e-mail when it has an address, else by SMS; the parcel's news by SMS), and
 * its /track page. It takes the focus when it appears, so a screen reader starts there too.
 */
export function OrderPlaced({ order, onDismiss }: { order: Order; onDismiss?: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const panel = useRef<HTMLElement>(null);
  const step = nextStep(order);
  const number = shortOrderId(order._id);
  const titleId = `order-placed-${order._id}`;

  useEffect(() => panel.current?.focus(), [order._id]);

  if (!step) return null;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="relative rounded-xl border border-green-300 bg-green-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-700 sm:p-5"
    >
      <div className="flex items-start gap-3 pr-10">
        <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-green-700" />
        <h2 id={titleId} className="text-lg leading-snug font-bold text-gray-900">
          {t('orders.placed.title', { number })}
        </h2>
      </div>
      {onDismiss && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('orders.placed.dismiss')}
          onClick={onDismiss}
          className="absolute top-1.5 right-1.5"
        >
          <CloseIcon className="size-5" />
        </Button>
      )}
      <div className="mt-3 flex flex-col gap-2 text-sm text-gray-800">
        <p className="font-semibold">{nextStepText(step, t, format.taka)}</p>
        <p>
          {order.customerEmail
            ? t('orders.placed.sentEmail', { email: order.customerEmail })
            : t('orders.placed.sentSms', { phone: order.phone })}{' '}
          {t('orders.placed.smsNext', { phone: order.phone })}
        </p>
        <p>{t('orders.placed.trackHint')}</p>
      </div>
      <Button asChild variant="outline" className="mt-3">
        <Link to={withSearch(paths.track(), { order: number })}>{t('orders.placed.track', { number })}</Link>
      </Button>
    </section>
  );
}

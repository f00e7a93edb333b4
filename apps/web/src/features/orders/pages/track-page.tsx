import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { COURIER_NAMES } from '@dokan/domain';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import { useTrackOrder } from '../api/track-order';
import { OrderStatusBadge } from '../components/order-badges';
import { OrderTimeline } from '../components/order-timeline';

/**
 * /track: anyone with an order's number and the phone it was placed with sees its status, its
 * timeline and the courier's tracking page; nothing about the buyer or the goods. The order's
 * e-mail and SMS link here with the number filled in.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [order, setOrder] = useState(search.get('order') ?? '');
  const [phone, setPhone] = useState('');
  const [lookup, setLookup] = useState<{ order: string; phone: string } | null>(null);
  const tracked = useTrackOrder(lookup);

  return (
    <article className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageTitle page={t('track.title')} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('track.title')}</h1>
      <p className="mt-3 text-gray-700">{t('track.intro')}</p>
      <form
        className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setLookup({ order: order.trim(), phone: phone.trim() });
        }}
      >
        <TextField
          label={t('track.number')}
          value={order}
          onChange={(event) => setOrder(event.target.value)}
          autoComplete="off"
          required
        />
        <TextField
          label={t('track.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          required
        />
        <Button type="submit" loading={tracked.isFetching}>
          {t('track.submit')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-8">
        {tracked.isError && <p className="text-red-700">{tracked.error.message}</p>}
        {tracked.data && (
          <section aria-label={t('track.result', { number: tracked.data.number })}>
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-lg font-semibold">{t('track.result', { number: tracked.data.number })}</h2>
              <OrderStatusBadge status={tracked.data.status} />
            </div>
            {tracked.data.trackingUrl && tracked.data.courier && (
              <a
                href={tracked.data.trackingUrl}
                target="_blank"
                rel="noreferrer"
                className="mt-3 inline-flex min-h-11 items-center text-brand-800 underline"
              >
                {t('track.courierLink', { courier: COURIER_NAMES[tracked.data.courier] })}
              </a>
            )}
            <div className="mt-4">
              <OrderTimeline events={tracked.data.timeline} />
            </div>
          </section>
        )}
      </div>
    </article>
  );
}

import type { OrderEvent } from '@dokan/domain';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useOrderTimeline } from '../api/get-order-timeline';

/** An order's timeline, oldest first: what happened, when, and who or what said so. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-gray-200 pl-4" aria-label={t('orders.timeline.title')}>
      {events.map((event, index) => {
        const source = t(`orders.timeline.source.${event.source}`);
        return (
          <li key={`${event.at}-${index}`} className="relative text-sm">
            <span className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-700" aria-hidden />
            <p className="font-semibold text-gray-900">{t(`orders.timeline.kind.${event.kind}`)}</p>
            <p className="text-gray-600">
              <time dateTime={event.at}>{format.dateTime(event.at)}</time>
              {' · '}
              {event.actor ? t('orders.timeline.by', { source, actor: event.actor }) : source}
            </p>
            {event.note && <p className="text-gray-700">{event.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** The timeline of one order, fetched for the signed-in shopper or the shop. */
export function OrderTimelineSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const query = useOrderTimeline(orderId);
  if (query.isPending) return <p className="text-sm text-gray-600">{t('orders.timeline.loading')}</p>;
  if (query.isError || !query.data) return <p className="text-sm text-red-700">{t('orders.timeline.failed')}</p>;
  return <OrderTimeline events={query.data} />;
}

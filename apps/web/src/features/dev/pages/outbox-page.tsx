import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';

import type { OutboxMessage } from '@dokan/domain';
import { Button } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

const LINK = /(https?:\/\/\S+)/g;

/** Links in a message become clickable; a link to this shop opens here, whatever host name it was written with. */
function MessageBody({ body }: { body: string }) {
  return (
    <p className="mt-2 break-words whitespace-pre-wrap text-gray-800">
      {body.split(LINK).map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const url = new URL(part);
        const href = url.pathname.startsWith('/user/verify/') ? `${url.pathname}${url.search}` : part;
        return (
          <a key={i} href={href} className="font-medium text-brand-700 underline underline-offset-2">
            {part}
          </a>
        );
      })}
    </p>
  );
}

/**
 * The e-mails and SMS the shop has sent (development servers only), so that a newcomer can open an
 * activation link or read a code without a mail server or a phone. Refreshes itself every few seconds.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const outbox = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => apiRequest<OutboxMessage[]>('/dev/outbox', { signal }),
    refetchInterval: 3000,
  });

  return (
    <Screen title={t('devOutbox.title')} description={t('devOutbox.description')}>
      <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
        {t('devOutbox.refresh')}
      </Button>
      {outbox.isPending && (
        <div className="mt-6 space-y-4" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      )}
      {outbox.isError && <p className="mt-6 text-gray-700">{t('devOutbox.unavailable')}</p>}
      {outbox.data?.length === 0 && <p className="mt-6 text-gray-700">{t('devOutbox.empty')}</p>}
      {outbox.data && outbox.data.length > 0 && (
        <ol className="mt-6 space-y-4">
          {outbox.data.map((message) => (
            <li key={message._id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                  {t(message.channel === 'email' ? 'devOutbox.email' : 'devOutbox.sms')}
                </span>
                <span className="font-medium text-gray-900">{message.recipient}</span>
                <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
                <span>{t(`devOutbox.status.${message.status}`)}</span>
              </div>
              {message.subject && <h2 className="mt-2 font-semibold">{message.subject}</h2>}
              <MessageBody body={message.body} />
            </li>
          ))}
        </ol>
      )}
    </Screen>
  );
}

import toast from 'react-hot-toast';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSettings } from '@/features/shop';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

import { useBkashWallets } from '../api/get-bkash-wallets';
import { useRemoveBkashWallet } from '../api/remove-bkash-wallet';

/** The shopper's saved bKash wallets in their account, each with Remove (decision 044); shown when the shop takes bKash. */
export function SavedBkashWallets() {
  const { t } = useTranslation();
  const format = useFormat();
  const bkash = !!useSettings().data?.bkashPayments;
  const wallets = useBkashWallets(bkash);
  const remove = useRemoveBkashWallet();
  if (!bkash) return null;

  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast.success(t('bkashWallets.removed')),
      onError: (error) =>
        toast.error(error instanceof ApiError && error.fromServer ? error.message : t('bkashWallets.removeFailed')),
    });

  return (
    <section aria-labelledby="bkash-wallets-title" className="mt-8">
      <h2 id="bkash-wallets-title" className="text-lg font-semibold">
        {t('bkashWallets.title')}
      </h2>
      {wallets.isPending ? (
        <Skeleton className="mt-3 h-16" />
      ) : wallets.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('bkashWallets.loadFailed')}
        </p>
      ) : wallets.data.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t('bkashWallets.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {wallets.data.map((wallet) => (
            <li
              key={wallet._id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
            >
              <img src="/payments/bkash.svg" alt="" width={48} height={24} className="h-6 w-12" />
              <div className="min-w-0 flex-1">
                <p className="font-mono font-semibold tracking-wide">{wallet.wallet}</p>
                <p className="text-xs text-gray-600">
                  {t('bkashWallets.savedOn', { date: format.date(wallet.createdAt) })}
                </p>
              </div>
              <Button
                variant="outline"
                disabled={remove.isPending && remove.variables === wallet._id}
                onClick={() => onRemove(wallet._id)}
                aria-label={t('bkashWallets.removeLabel', { wallet: wallet.wallet })}
              >
                {t('bkashWallets.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { cn } from '@/components/ui/cn';
import { useBkashWallets } from '@/features/payments';
import { useTranslation } from '@/lib/i18n';

import type { CheckoutPageForm, CheckoutPageFormInput } from '../checkout-form-schema';

/**
 * With bKash: pay with a saved wallet (chosen at first, bKash then asks only the PIN), or with
 * another account, optionally saving it for next time (decision 044). The server checks the wallet is the shopper's.
 */
export function BkashWalletChoice() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<CheckoutPageFormInput, unknown, CheckoutPageForm>();
  const choice = useWatch({ control, name: 'bkashWallet' }) ?? '';
  const saved = useBkashWallets(true).data;
  const wallets = saved ?? [];
  const preselected = useRef(false);

  useEffect(() => {
    const first = saved?.[0];
    if (preselected.current || !first) return;
    preselected.current = true;
    if (choice === '') setValue('bkashWallet', first._id);
  }, [saved, choice, setValue]);

  const usingSaved = wallets.some((wallet) => wallet._id === choice);
  const option = (selected: boolean) =>
    cn(
      'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium',
      selected ? 'border-brand-700 bg-brand-50' : 'border-gray-300',
    );

  return (
    <div className="flex flex-col gap-2">
      {wallets.length > 0 && (
        <div role="radiogroup" aria-label={t('checkout.bkashWallet.choose')} className="flex flex-col gap-2">
          {wallets.map((wallet) => (
            <label key={wallet._id} className={option(choice === wallet._id)}>
              <input
                type="radio"
                name="bkashWallet"
                checked={choice === wallet._id}
                onChange={() => setValue('bkashWallet', wallet._id)}
                className="size-6 accent-brand-700"
              />
              {t('checkout.bkashWallet.paySaved', { wallet: wallet.wallet })}
            </label>
          ))}
          <label className={option(!usingSaved)}>
            <input
              type="radio"
              name="bkashWallet"
              checked={!usingSaved}
              onChange={() => setValue('bkashWallet', '')}
              className="size-6 accent-brand-700"
            />
            {t('checkout.bkashWallet.another')}
          </label>
        </div>
      )}
      {usingSaved ? (
        <p className="text-sm text-gray-600">{t('checkout.bkashWallet.pinOnly')}</p>
      ) : (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={choice === 'save'}
            onChange={(event) => setValue('bkashWallet', event.target.checked ? 'save' : '')}
            className="size-6 accent-brand-700"
          />
          {t('checkout.bkashWallet.save')}
        </label>
      )}
    </div>
  );
}

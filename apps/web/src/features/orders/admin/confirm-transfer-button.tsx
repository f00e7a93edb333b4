import { useId, useState } from 'react';
import toast from 'react-hot-toast';

import { MOBILE_BANKING_PROVIDERS, type MobileBankingProvider, type Order } from '@dokan/domain';
import { adminInputClassName } from '@/components/admin/admin-input';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { toastError } from '@/components/admin/toast-error';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ChoiceTile } from '@/components/ui/choice-tile';
import { cn } from '@/components/ui/cn';
import { useTranslation } from '@/lib/i18n';

import { useConfirmPayment } from '../api/confirm-payment';
import { shortOrderId } from '../order-id';

/**
 * Confirms the transfer of an order (or of its delivery fee sent first) found in the statement. The
 * shop stores the transfer's wallet and transaction id so that one transfer pays one thing (decision
 * 062): where the shopper named neither, the admin picks the wallet and types the id from the
 * statement first; the server checks its shape as at checkout.
 */
export function ConfirmTransferButton({
  order,
  label,
  successMessage,
  ...buttonProps
}: { order: Order; label: string; successMessage: string } & Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const confirm = useConfirmPayment();
  const [asking, setAsking] = useState(false);
  const [provider, setProvider] = useState<MobileBankingProvider | ''>(order.mobileBankingProvider ?? '');
  const [reference, setReference] = useState(order.paymentReference ?? '');
  const [problem, setProblem] = useState('');
  const referenceId = useId();
  const shortId = shortOrderId(order._id);
  const known = Boolean(order.mobileBankingProvider && order.paymentReference);

  const send = (body: { mobileBankingProvider?: MobileBankingProvider; paymentReference?: string }) =>
    confirm.mutate(
      { orderId: order._id, ...body },
      {
        onSuccess: () => {
          toast.success(successMessage);
          setAsking(false);
        },
        onError: (error) => toastError(error),
      },
    );

  const submit = () => {
    if (!provider || !reference.trim()) {
      setProblem(t('admin.transfers.pickRequired'));
      return;
    }
    send({ mobileBankingProvider: provider, paymentReference: reference });
  };

  return (
    <>
      <Button {...buttonProps} loading={confirm.isPending} onClick={() => (known ? send({}) : setAsking(true))}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('admin.transfers.pickTitle', { id: shortId })}
        description={t('admin.transfers.pickDescription')}
        confirmLabel={t('admin.transfers.confirm')}
        onConfirm={submit}
        pending={confirm.isPending}
        tone="primary"
      >
        <fieldset className="mt-4 flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-800">{t('admin.transfers.columns.provider')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {MOBILE_BANKING_PROVIDERS.map((value) => (
              <ChoiceTile
                key={value}
                name={`${referenceId}-provider`}
                value={value}
                checked={provider === value}
                onChange={() => {
                  setProvider(value);
                  setProblem('');
                }}
              >
                {t(`admin.transfers.providers.${value}`)}
              </ChoiceTile>
            ))}
          </div>
        </fieldset>
        <div className="mt-3 flex flex-col gap-1.5">
          <label htmlFor={referenceId} className="text-sm font-medium text-gray-800">
            {t('admin.transfers.columns.trxId')}
          </label>
          <input
            id={referenceId}
            value={reference}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${referenceId}-error` : undefined}
            onChange={(event) => {
              setReference(event.target.value);
              setProblem('');
            }}
            className={cn(adminInputClassName, 'w-full font-mono')}
          />
          {problem && (
            <p id={`${referenceId}-error`} className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}

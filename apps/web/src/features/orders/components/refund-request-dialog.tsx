import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';

import { REFUND_METHODS } from '@dokan/domain/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

import { useRequestRefund } from '../api/request-refund';
import { RefundFormSchema } from '../refund-form';

interface RefundRequestDialogProps {
  /** The paid order being cancelled, or null when the dialog is closed. */
  order: { _id: string; shortId: string } | null;
  onClose: () => void;
  /** The request went through: the order is cancelled and the refund filed. */
  onAccepted: () => void;
}

/**
 * 'Cancel order and Submit Refund Request' (spec section 2): a paid order is cancelled by asking for the
 * money back to a bKash, Nagad or Rocket number.
 */
export function RefundRequestDialog({ order, onClose, onAccepted }: RefundRequestDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent>
          <RefundForm key={order._id} order={order} onClose={onClose} onAccepted={onAccepted} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RefundForm({
  order,
  onClose,
  onAccepted,
}: RefundRequestDialogProps & { order: { _id: string; shortId: string } }) {
  const { t } = useTranslation();
  const requestRefund = useRequestRefund();
  const form = useForm({
    resolver: zodResolver(RefundFormSchema),
    defaultValues: { refundMethod: undefined, refundNumber: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    requestRefund.mutate(
      { orderId: order._id, ...values },
      {
        onSuccess: () => {
          toast.success(t('refunds.success'));
          onAccepted();
        },
        onError: (error) =>
          toast.error(error instanceof ApiError && error.fromServer ? error.message : t('refunds.failed')),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="pr-10">
        <DialogTitle>{t('refunds.dialog.title')}</DialogTitle>
        <DialogDescription className="mt-1">{t('refunds.dialog.description', { id: order.shortId })}</DialogDescription>
      </div>
      <Field label={t('refunds.dialog.method')} error={errors.refundMethod?.message}>
        {(control) => (
          <select {...control} {...form.register('refundMethod')} defaultValue="" className={inputClassName}>
            <option value="" disabled>
              {t('refunds.dialog.chooseMethod')}
            </option>
            {REFUND_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`refunds.methods.${method}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={t('refunds.dialog.number')}
        hint={t('refunds.dialog.numberHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.refundNumber?.message}
        {...form.register('refundNumber')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('refunds.dialog.keep')}
        </Button>
        <Button type="submit" loading={requestRefund.isPending}>
          {requestRefund.isPending ? t('refunds.dialog.submitting') : t('refunds.dialog.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation after a refund request (spec section 8): cancelled, and the money may take up to 48 hours. */
export function RefundAcceptedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(shown) => !shown && onClose()}>
      <DialogContent>
        <DialogTitle className="pr-10">{t('refunds.accepted.title')}</DialogTitle>
        <DialogDescription className="mt-2 text-base text-gray-700">{t('refunds.accepted.message')}</DialogDescription>
        <Button className="mt-5 w-full" onClick={onClose}>
          {t('refunds.accepted.ok')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

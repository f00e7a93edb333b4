import toast from 'react-hot-toast';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';

import { useCancelOrder } from '../api/cancel-order';
import { shortOrderId } from '../order-id';

/** The plain confirmation for an unpaid order (spec section 4): 'Are you sure you want to cancel order #{last6}?'. */
export function CancelOrderDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cancelOrder = useCancelOrder();
  const id = orderId ? shortOrderId(orderId) : '';

  const confirm = () => {
    if (!orderId) return;
    cancelOrder.mutate(orderId, {
      onSuccess: () => {
        toast.success(t('orders.cancel.success', { id }));
        onClose();
      },
      onError: () => toast.error(t('orders.cancel.failed')),
    });
  };

  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && !cancelOrder.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogTitle className="pr-10">{t('orders.cancel.title')}</DialogTitle>
        <DialogDescription className="mt-2 text-base text-gray-700">
          {t('orders.cancel.confirm', { id })}
        </DialogDescription>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={cancelOrder.isPending}>
            {t('orders.cancel.keep')}
          </Button>
          <Button variant="danger" loading={cancelOrder.isPending} onClick={confirm}>
            {cancelOrder.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.submit')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';

import { type OrderCaps, OrderCapsSchema } from '@dokan/domain';
import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import { useSaveOrderCaps } from '../api/save-order-caps';

/** Each cap's field: its label and hint are `admin.settings.caps.<name>` and `<name>Hint`. */
const CAPS = [
  'ordersPerAccountHour',
  'ordersPerAddressHour',
  'openCodPerAccount',
  'openCodPerPhone',
  'smsPerPhoneDay',
] as const satisfies readonly (keyof OrderCaps)[];

/** The owner's caps on orders and SMS (decision 071), with the defaults until changed. */
export function OrderCapsForm({ caps }: { caps: OrderCaps }) {
  const { t } = useTranslation();
  const save = useSaveOrderCaps();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OrderCaps>({ defaultValues: caps, resolver: zodResolver(OrderCapsSchema) });
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) =>
        void handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: () => toast.success(t('admin.settings.capsSaved')),
            onError: (error) => toastError(error),
          }),
        )(event)
      }
    >
      {CAPS.map((cap) => (
        <TextField
          key={cap}
          label={t(`admin.settings.caps.${cap}`)}
          hint={t(`admin.settings.caps.${cap}Hint`)}
          inputMode="numeric"
          error={errors[cap]?.message}
          {...register(cap, { valueAsNumber: true })}
        />
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {t('admin.settings.saveCaps')}
        </Button>
      </div>
    </form>
  );
}

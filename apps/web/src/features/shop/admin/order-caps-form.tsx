import { type OrderCaps, OrderCapsSchema } from '@dokan/domain';
import { TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import { useSaveOrderCaps } from '../api/save-order-caps';
import { SettingsForm } from './settings-form';

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
  return (
    <SettingsForm<OrderCaps>
      schema={OrderCapsSchema}
      defaults={caps}
      save={useSaveOrderCaps()}
      saved={t('admin.settings.capsSaved')}
      submit={t('admin.settings.saveCaps')}
    >
      {({ register, errors }) =>
        CAPS.map((cap) => (
          <TextField
            key={cap}
            label={t(`admin.settings.caps.${cap}`)}
            hint={t(`admin.settings.caps.${cap}Hint`)}
            inputMode="numeric"
            error={errors[cap]?.message}
            {...register(cap, { valueAsNumber: true })}
          />
        ))
      }
    </SettingsForm>
  );
}

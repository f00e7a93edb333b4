import { PAYMENT_METHODS } from '@dokan/domain/constants';
import { Button } from '@/components/ui/button';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import { NO_FILTERS, type OrderFilters } from '../filter-orders';

type PanelFilters = Pick<OrderFilters, 'from' | 'to' | 'paymentMethod'>;

/** What the Filter button opens: a date range and a payment method, applied as they change. */
export function OrderFiltersPanel({
  id,
  filters,
  onChange,
}: {
  id: string;
  filters: PanelFilters;
  onChange: (filters: PanelFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset id={id} className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-3">
      <legend className="sr-only">{t('orders.filtersTitle')}</legend>
      <TextField
        label={t('orders.from')}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ ...filters, from: event.target.value })}
      />
      <TextField
        label={t('orders.to')}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ ...filters, to: event.target.value })}
      />
      <Field label={t('orders.paymentMethod')}>
        {(control) => (
          <select
            {...control}
            value={filters.paymentMethod}
            onChange={(event) =>
              onChange({ ...filters, paymentMethod: event.target.value as PanelFilters['paymentMethod'] })
            }
            className={inputClassName}
          >
            <option value="">{t('orders.anyPayment')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`orders.paymentMethods.${method}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button
        variant="ghost"
        className="justify-self-start sm:col-span-3"
        onClick={() => onChange({ from: NO_FILTERS.from, to: NO_FILTERS.to, paymentMethod: NO_FILTERS.paymentMethod })}
      >
        {t('orders.clearFilters')}
      </Button>
    </fieldset>
  );
}

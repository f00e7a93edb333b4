import { useTranslation } from '@/lib/i18n';

import { MinusIcon, PlusIcon } from './icons';

/** 1 to `max` (the stock); both ends disable their button. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** The group's name; 'Quantity' unless told (a cart line names its product). */
  label?: string;
}) {
  const { t } = useTranslation();
  const button = 'inline-flex size-11 items-center justify-center disabled:text-gray-300';
  return (
    <div
      role="group"
      aria-label={label ?? t('detail.quantity')}
      className="inline-flex items-center rounded-lg border border-gray-300"
    >
      <button
        type="button"
        aria-label={t('detail.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
        className={button}
      >
        <MinusIcon className="size-4" />
      </button>
      <output aria-live="polite" className="w-10 text-center font-semibold">
        {value}
      </output>
      <button
        type="button"
        aria-label={t('detail.increase')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        className={button}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}

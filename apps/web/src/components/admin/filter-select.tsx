import { useId } from 'react';

import { useTranslation } from '@/lib/i18n';

import { adminInputClassName } from './admin-input';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled native select of a list filter; '' is the 'All' choice. Native, so phones show their own picker. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
  className,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The label of '' (no filter); leave out for a select that always has a value. */
  allLabel?: string | false;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${adminInputClassName} h-10 w-full pr-8`}
      >
        {allLabel !== false && <option value="">{allLabel ?? t('admin.filters.all')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

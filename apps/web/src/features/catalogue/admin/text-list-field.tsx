import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/field';
import { CloseIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

/**
 * A list of short texts (product details, colours, sizes, search tags): type one, press Enter or Add,
 * remove any with its own button. `decorate` draws something before each item (a colour swatch).
 */
export function TextListField({
  label,
  hint,
  value,
  onChange,
  error,
  placeholder,
  decorate,
  layout = 'chips',
  lang,
}: {
  label: string;
  hint?: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  placeholder?: string;
  decorate?: (item: string) => ReactNode;
  /** Chips for short words; rows for longer lines such as product details. */
  layout?: 'chips' | 'rows';
  /** The language the items are written in, when not the page's (a Bangla list on an English page). */
  lang?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = () => {
    const item = draft.trim();
    if (!item) return;
    if (!value.some((existing) => existing.toLowerCase() === item.toLowerCase())) onChange([...value, item]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // Enter adds the item instead of submitting the whole form
      add();
    }
  };

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          lang={lang}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={inputClassName}
        />
        <Button variant="outline" onClick={add} aria-label={t('adminCatalogue.list.addTo', { label })}>
          {t('adminCatalogue.list.add')}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={label} className={layout === 'chips' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-1'}>
          {value.map((item) => (
            <li
              key={item}
              className={
                layout === 'chips'
                  ? 'inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-gray-50 py-0.5 pr-0.5 pl-3 text-sm'
                  : 'flex items-center justify-between gap-2 rounded-lg border border-gray-200 bg-gray-50 py-0.5 pr-0.5 pl-3 text-sm'
              }
            >
              <span lang={lang} className="flex min-w-0 items-center gap-1.5 break-words">
                {decorate?.(item)}
                {item}
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((existing) => existing !== item))}
                aria-label={t('adminCatalogue.list.remove', { item })}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-200 hover:text-gray-900"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

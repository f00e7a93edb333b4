import { useEffect, useId, useRef, useState } from 'react';

import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

import { adminInputClassName } from './admin-input';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A labelled search box that reports what was typed once typing pauses (`delay` ms), so a list is not
 * asked for at every key. A new `value` from outside (Back, a cleared filter) replaces the text.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
  delay?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A new value from outside (Back, cleared filters) replaces the text, unless it is what was typed.
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string, wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim());
    }, wait);
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-700">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            report(event.target.value, delay);
          }}
          className={`${adminInputClassName} h-10 w-full pr-10 pl-9`}
        />
        {text && (
          <button
            type="button"
            aria-label={t('admin.search.clear')}
            onClick={() => {
              setText('');
              report('', 0);
            }}
            className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-lg text-gray-500 hover:text-gray-900"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}

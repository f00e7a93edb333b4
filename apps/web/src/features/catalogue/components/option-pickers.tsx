import type { ReactNode } from 'react';

import { swatchColour } from '@dokan/domain/colors';
import { cn } from '@/components/ui/cn';
import { useTranslation } from '@/lib/i18n';

function Picker({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <p className="mb-2 text-sm font-semibold">{label}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

export function ColourPicker({
  colours,
  value,
  onChange,
}: {
  colours: string[];
  value: string | undefined;
  onChange: (colour: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Picker label={t('detail.colour', { colour: value ?? '' })}>
      {colours.map((colour) => (
        <button
          key={colour}
          type="button"
          aria-label={colour}
          aria-pressed={colour === value}
          title={colour}
          onClick={() => onChange(colour)}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-full border-2',
            colour === value ? 'border-brand-700' : 'border-transparent hover:border-gray-300',
          )}
        >
          <span
            className="size-8 rounded-full ring-1 ring-black/15"
            style={{ backgroundColor: swatchColour(colour) }}
          />
        </button>
      ))}
    </Picker>
  );
}

export function SizePicker({
  sizes,
  value,
  onChange,
}: {
  sizes: string[];
  value: string | undefined;
  onChange: (size: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Picker label={t('detail.size')}>
      {sizes.map((size) => (
        <button
          key={size}
          type="button"
          aria-pressed={size === value}
          onClick={() => onChange(size)}
          className={cn(
            'h-11 min-w-11 rounded-lg border px-3 text-sm font-medium',
            size === value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300 hover:border-gray-500',
          )}
        >
          {size}
        </button>
      ))}
    </Picker>
  );
}

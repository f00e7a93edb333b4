import type { ReactNode } from 'react';

import { swatchColour } from '@dokan/domain/colors';
import type { OptionState } from '@dokan/domain/schemas/variants';
import { cn } from '@/components/ui/cn';
import { useTranslation } from '@/lib/i18n';

function Picker({ label, children, note }: { label: string; children: ReactNode; note?: string | undefined }) {
  return (
    <div role="group" aria-label={label}>
      <p className="mb-2 text-sm font-semibold">{label}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
      {note && <p className="mt-1 text-xs text-gray-600">{note}</p>}
    </div>
  );
}

/**
 * Why an option cannot be chosen (docs/decisions/077): sold out, or not made beside the other
 * choice; undefined when it can. `beside` is the other choice's label, when there is one.
 */
function useUnavailable(states: ReadonlyMap<string, OptionState> | undefined, beside: string | undefined) {
  const { t } = useTranslation();
  return (option: string): string | undefined => {
    const state = states?.get(option);
    if (!state || state === 'available') return undefined;
    if (state === 'sold-out') return beside ? t('detail.soldOutIn', { option: beside }) : t('detail.soldOut');
    return beside ? t('detail.notMadeIn', { option: beside }) : t('detail.soldOut');
  };
}

/** The options that cannot be chosen, with their reason, under the picker. */
function unavailableNote(
  options: string[],
  label: (option: string) => string,
  why: (option: string) => string | undefined,
) {
  return options
    .filter((option) => why(option))
    .map((option) => `${label(option)}: ${why(option)}`)
    .join(' · ');
}

/**
 * The product's colours as swatches, each painted by its English name and named by its label in the
 * page's language; the value chosen is the English name.
 */
export function ColourPicker({
  colours,
  label,
  value,
  onChange,
  states,
}: {
  colours: string[];
  label: (colour: string) => string;
  value: string | undefined;
  onChange: (colour: string) => void;
  /** With variants: a colour with no size left is disabled. */
  states?: ReadonlyMap<string, OptionState> | undefined;
}) {
  const { t } = useTranslation();
  const why = useUnavailable(states, undefined);
  return (
    <Picker
      label={t('detail.colour', { colour: value ? label(value) : '' })}
      note={unavailableNote(colours, label, why)}
    >
      {colours.map((colour) => {
        const reason = why(colour);
        return (
          <button
            key={colour}
            type="button"
            aria-label={reason ? `${label(colour)}: ${reason}` : label(colour)}
            aria-pressed={colour === value}
            title={reason ? `${label(colour)}: ${reason}` : label(colour)}
            disabled={reason !== undefined}
            onClick={() => onChange(colour)}
            className={cn(
              'relative inline-flex size-11 items-center justify-center rounded-full border-2 disabled:cursor-not-allowed disabled:opacity-40',
              colour === value ? 'border-brand-700' : 'border-transparent hover:border-gray-300',
            )}
          >
            <span
              className="size-8 rounded-full ring-1 ring-black/15"
              style={{ backgroundColor: swatchColour(colour) }}
            />
            {reason && <span aria-hidden="true" className="absolute h-0.5 w-9 rotate-45 bg-gray-700" />}
          </button>
        );
      })}
    </Picker>
  );
}

/** The product's sizes, each shown by its label in the page's language; the value chosen is the English. */
export function SizePicker({
  sizes,
  label,
  value,
  onChange,
  states,
  colour,
}: {
  sizes: string[];
  label: (size: string) => string;
  value: string | undefined;
  onChange: (size: string) => void;
  /** With variants: a size sold out, or not made, in the chosen colour is disabled. */
  states?: ReadonlyMap<string, OptionState> | undefined;
  /** The chosen colour's label, which the reason names. */
  colour?: string | undefined;
}) {
  const { t } = useTranslation();
  const why = useUnavailable(states, colour);
  return (
    <Picker label={t('detail.size')} note={unavailableNote(sizes, label, why)}>
      {sizes.map((size) => {
        const reason = why(size);
        return (
          <button
            key={size}
            type="button"
            aria-pressed={size === value}
            aria-label={reason ? `${label(size)}: ${reason}` : undefined}
            title={reason ? `${label(size)}: ${reason}` : undefined}
            disabled={reason !== undefined}
            onClick={() => onChange(size)}
            className={cn(
              'h-11 min-w-11 rounded-lg border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:border-dashed disabled:text-gray-400 disabled:line-through',
              size === value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300 hover:border-gray-500',
            )}
          >
            {label(size)}
          </button>
        );
      })}
    </Picker>
  );
}

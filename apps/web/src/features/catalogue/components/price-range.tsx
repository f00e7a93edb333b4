import { type RefObject, useEffect, useId, useRef, useState } from 'react';

import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PRICE_SLIDER_STEP } from '@dokan/domain/constants';
import { priceFilterParams } from '@dokan/domain/listing';
import { RangeSlider } from '@/components/ui/slider';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

export interface PriceBounds {
  minPrice?: number;
  maxPrice?: number;
}

/** Typed prices reach the URL after a short pause, not on every keystroke. */
const INPUT_COMMIT_DELAY_MS = 500;

function parsePrice(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function inRange(value: number): boolean {
  return value >= PRICE_SLIDER_MIN && value <= PRICE_SLIDER_MAX;
}

function sliderFor({ minPrice, maxPrice }: PriceBounds): [number, number] {
  const max =
    maxPrice !== undefined && maxPrice >= PRICE_SLIDER_MIN ? Math.min(maxPrice, PRICE_SLIDER_MAX) : PRICE_SLIDER_MAX;
  const min = minPrice !== undefined && inRange(minPrice) ? Math.min(minPrice, max) : PRICE_SLIDER_MIN;
  return [min, max];
}

const keyOf = ({ minPrice, maxPrice }: PriceBounds) => `${minPrice ?? ''}-${maxPrice ?? ''}`;

/** Sends a typed price still waiting for its pause at once; a no-op when none waits. */
export type FlushPrice = () => void;

/**
 * The Price Range slider (0-10000, step 50) kept in step with the Min Price and Max Price inputs,
 * with the rules of spec section 5: a typed minimum moves the slider only when it lies between 0
 * and 10000; a minimum of 0 or less and a maximum of 10000 or more are not sent.
 */
export function PriceRange({
  value,
  onChange,
  flushRef,
}: {
  value: PriceBounds;
  onChange: (bounds: PriceBounds) => void;
  /**
   * Set to this range's flush on every render, for a container that goes away sooner than the pause
   * (the phone's filter sheet, closed within half a second of typing).
   */
  flushRef?: RefObject<FlushPrice | null>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [minText, setMinText] = useState(value.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(value.maxPrice?.toString() ?? '');
  const [slider, setSlider] = useState(() => sliderFor(value));
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const waiting = useRef<[number | null, number | null] | null>(null);

  // Follow the URL when it changes from elsewhere (Clear All, Back), but not when it only echoes what we sent.
  const [shown, setShown] = useState(keyOf(value));
  const [sent, setSent] = useState<string | null>(null);
  if (shown !== keyOf(value)) {
    setShown(keyOf(value));
    if (keyOf(value) !== sent) {
      setMinText(value.minPrice?.toString() ?? '');
      setMaxText(value.maxPrice?.toString() ?? '');
      setSlider(sliderFor(value));
      setInvalid(false);
    }
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!flushRef) return;
    flushRef.current = () => {
      if (waiting.current) commit(...waiting.current);
    };
  });

  function commit(min: number | null, max: number | null) {
    window.clearTimeout(timer.current);
    waiting.current = null;
    const bounds = priceFilterParams(min, max);
    const wrongWayRound =
      bounds.minPrice !== undefined && bounds.maxPrice !== undefined && bounds.minPrice > bounds.maxPrice;
    setInvalid(wrongWayRound);
    if (wrongWayRound) return;
    setSent(keyOf(bounds));
    onChange(bounds);
  }

  function commitLater(min: number | null, max: number | null) {
    window.clearTimeout(timer.current);
    waiting.current = [min, max];
    timer.current = window.setTimeout(() => commit(min, max), INPUT_COMMIT_DELAY_MS);
  }

  function typeMin(text: string) {
    setMinText(text);
    const min = parsePrice(text);
    if (min !== null && inRange(min)) setSlider(([, max]) => [min, Math.max(min, max)]);
    commitLater(min, parsePrice(maxText));
  }

  function typeMax(text: string) {
    setMaxText(text);
    const max = parsePrice(text);
    if (max !== null && max >= PRICE_SLIDER_MIN) {
      const top = Math.min(max, PRICE_SLIDER_MAX);
      setSlider(([min]) => [Math.min(min, top), top]);
    }
    commitLater(parsePrice(minText), max);
  }

  function slide([min, max]: [number, number]) {
    setSlider([min, max]);
    setMinText(String(min));
    setMaxText(String(max));
  }

  const inputClassName = 'h-11 w-full rounded-lg border border-gray-300 px-3 text-sm focus:border-brand-700';
  return (
    <fieldset>
      <legend className="mb-1 font-semibold">{t('filters.priceRange')}</legend>
      <RangeSlider
        min={PRICE_SLIDER_MIN}
        max={PRICE_SLIDER_MAX}
        step={PRICE_SLIDER_STEP}
        value={slider}
        onValueChange={slide}
        onValueCommit={([min, max]) => commit(min, max)}
        thumbLabels={[t('filters.minPrice'), t('filters.maxPrice')]}
      />
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-min`} className="text-xs text-gray-600">
            {t('filters.minPrice')}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={PRICE_SLIDER_MIN}
            step={PRICE_SLIDER_STEP}
            placeholder={format.digits(PRICE_SLIDER_MIN)}
            value={minText}
            onChange={(event) => typeMin(event.target.value)}
            aria-invalid={invalid}
            className={inputClassName}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="text-xs text-gray-600">
            {t('filters.maxPrice')}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={PRICE_SLIDER_MIN}
            step={PRICE_SLIDER_STEP}
            placeholder={format.digits(PRICE_SLIDER_MAX)}
            value={maxText}
            onChange={(event) => typeMax(event.target.value)}
            aria-invalid={invalid}
            className={inputClassName}
          />
        </div>
      </div>
      {invalid && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('filters.minAboveMax')}
        </p>
      )}
    </fieldset>
  );
}

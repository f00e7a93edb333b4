import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

import { useTranslation } from '@/lib/i18n';

import { cn } from './cn';

const DIGIT = /\d/g;

interface OtpInputProps {
  /** How many boxes, one digit each. */
  length: number;
  /** The digits typed so far, by box; '' for an empty box. */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Names the group of boxes for screen readers. */
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
}

/**
 * A one-time code as single-digit boxes (spec section 5): digits only, typing moves on, Backspace
 * clears the box or moves back, the arrow keys move, and pasting (or an SMS autofill) spreads a whole
 * code over the boxes.
 */
export function OtpInput({ length, value, onChange, label, disabled, invalid, autoFocus }: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');

  function focus(index: number) {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  /** Writes `typed` digits from box `start` on, and moves to the box after the last one written. */
  function fill(start: number, typed: string) {
    const incoming = typed.match(DIGIT) ?? [];
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.slice(0, length - start).forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focus(start + incoming.length);
  }

  function clear(index: number) {
    const next = [...digits];
    next[index] = '';
    onChange(next);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index]) clear(index);
        else if (index > 0) {
          clear(index - 1);
          focus(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        clear(index);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focus(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focus(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(length - 1);
        break;
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    // A whole code fills every box, wherever the cursor was.
    const whole = (pasted.match(DIGIT) ?? []).length >= length;
    fill(whole ? 0 : index, pasted);
  }

  return (
    <div role="group" aria-label={label} className="flex justify-center gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          value={digit}
          onChange={(event) => {
            // The browser put the new text in the box: keep the digit typed last (or spread an autofill).
            const text = event.target.value.replace(digit, '');
            if (text) fill(index, text);
            else if (event.target.value === '') clear(index);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-label={t('common.otpDigit', { index: index + 1, total: length })}
          className={cn(
            'size-12 rounded-lg border border-gray-300 bg-white text-center text-xl font-semibold text-gray-900 focus:border-brand-700 disabled:bg-gray-100 sm:size-14 sm:text-2xl',
            invalid && 'border-red-600',
          )}
        />
      ))}
    </div>
  );
}

import { cn } from './cn';

// The thumbs are the browser's own range inputs laid over one track: keys, touch and screen readers
// come with them. Only the thumbs take the pointer, so either can be dragged.
const input = cn(
  'pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent focus-visible:outline-none',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-700 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-700 [&::-moz-range-thumb]:bg-white [&::-moz-range-thumb]:shadow',
  'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-brand-600 focus-visible:[&::-webkit-slider-thumb]:ring-offset-2',
  'focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-brand-600 focus-visible:[&::-moz-range-thumb]:ring-offset-2',
);

/** Keys that move a range input's thumb. */
const MOVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A two-thumb range slider; one label per thumb. `onValueChange` follows every step, `onValueCommit`
 * comes when the shopper lets go (pointer up, or a key released).
 */
export function RangeSlider({
  min,
  max,
  step,
  value: [low, high],
  onValueChange,
  onValueCommit,
  thumbLabels: [lowLabel, highLabel],
  className,
}: {
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onValueChange: (value: [number, number]) => void;
  onValueCommit: (value: [number, number]) => void;
  thumbLabels: readonly [string, string];
  className?: string;
}) {
  const at = (value: number) => `${((value - min) / (max - min)) * 100}%`;
  const commit = () => onValueCommit([low, high]);
  const thumbs = [
    { label: lowLabel, value: low, change: (next: number) => onValueChange([Math.min(next, high), high]) },
    { label: highLabel, value: high, change: (next: number) => onValueChange([low, Math.max(next, low)]) },
  ];
  return (
    <div className={cn('relative flex h-11 w-full touch-none items-center select-none', className)}>
      {/* Inset by half a thumb: a thumb's centre travels from 12 px to the width less 12 px. */}
      <div className="relative mx-3 h-1.5 grow rounded-full bg-gray-200">
        <div
          className="absolute h-full rounded-full bg-brand-600"
          style={{ left: at(low), right: `calc(100% - ${at(high)})` }}
        />
      </div>
      {thumbs.map(({ label, value, change }) => (
        <input
          key={label}
          type="range"
          aria-label={label}
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => change(Number(event.target.value))}
          onPointerUp={commit}
          onKeyUp={(event) => MOVING_KEYS.has(event.key) && commit()}
          className={input}
        />
      ))}
    </div>
  );
}

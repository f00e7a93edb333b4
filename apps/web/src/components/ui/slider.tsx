import { Slider as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from './cn';

/** A range slider; pass one aria-label per thumb. */
export function Slider({
  className,
  thumbLabels,
  ...props
}: ComponentProps<typeof Primitive.Root> & { thumbLabels: readonly string[] }) {
  return (
    <Primitive.Root
      className={cn('relative flex h-11 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <Primitive.Track className="relative h-1.5 grow rounded-full bg-gray-200">
        <Primitive.Range className="absolute h-full rounded-full bg-brand-600" />
      </Primitive.Track>
      {thumbLabels.map((label) => (
        <Primitive.Thumb
          key={label}
          aria-label={label}
          className="block size-6 rounded-full border-2 border-brand-700 bg-white shadow"
        />
      ))}
    </Primitive.Root>
  );
}

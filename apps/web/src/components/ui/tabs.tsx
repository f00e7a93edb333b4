import { Tabs as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from './cn';
import { useScrollHint } from './use-scroll-hint';

export const Tabs = Primitive.Root;
export const TabsContent = Primitive.Content;

/** The tabs in a row; on a screen too narrow for all of them the row scrolls, faded where more hide. */
export function TabsList({ className, style, ...props }: ComponentProps<typeof Primitive.List>) {
  const { ref, fade, hint } = useScrollHint<HTMLDivElement>();
  return (
    <Primitive.List
      ref={ref}
      data-scroll-more={hint}
      style={{ ...fade, ...style }}
      className={cn('scrollbar-none flex gap-1 overflow-x-auto border-b border-gray-200', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        '-mb-px h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:px-4',
        className,
      )}
      {...props}
    />
  );
}

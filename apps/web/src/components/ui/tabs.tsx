import { Tabs as Primitive } from 'radix-ui';
import { type ComponentProps, type CSSProperties, useEffect, useRef, useState } from 'react';

import { cn } from './cn';

/** How far the fade reaches in from an end that hides more. */
const FADE = '2rem';

/**
 * For a row that scrolls sideways (tabs, a table on a phone): fades the ends that hide more of it,
 * so the shopper sees there is more to swipe to. Nothing fades while everything fits.
 */
function useScrollHint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      const start = box.scrollLeft > 1;
      const end = box.scrollLeft < hidden - 1;
      setMore((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, []);

  const fade: CSSProperties | undefined =
    more.start || more.end
      ? {
          maskImage: `linear-gradient(to right, ${more.start ? 'transparent' : 'black'}, black ${FADE}, black calc(100% - ${FADE}), ${more.end ? 'transparent' : 'black'})`,
        }
      : undefined;
  /** 'start', 'end' or 'both' when that end hides more. */
  const hint = more.start && more.end ? 'both' : more.start ? 'start' : more.end ? 'end' : undefined;
  return { ref, fade, hint };
}

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

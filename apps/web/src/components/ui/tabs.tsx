import {
  type ComponentProps,
  createContext,
  type CSSProperties,
  type KeyboardEvent,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

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

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: (part: 'tab' | 'panel', value: string) => string;
}
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('A tab is used outside <Tabs>');
  return state;
}

/**
 * Tabs as WAI-ARIA's tabs pattern has them: one tab in the Tab order, arrows (and Home, End) move
 * between the tabs and show each as it is reached, the panel follows. Our own few lines rather than
 * Radix's (decision 043): Home and the product page show tabs, and Radix's brought 9 KiB gzip to them.
 */
export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    id: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div {...props} />
    </TabsContext>
  );
}

/** A tab's keys: the arrows move to the previous or next tab (around the ends), Home and End to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const tab = tabs[(to + tabs.length) % tabs.length];
  tab?.focus();
  tab?.click();
}

/** The tabs in a row; on a screen too narrow for all of them the row scrolls, faded where more hide. */
export function TabsList({ className, style, ...props }: ComponentProps<'div'>) {
  const { ref, fade, hint } = useScrollHint<HTMLDivElement>();
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      ref={ref}
      data-scroll-more={hint}
      style={{ ...fade, ...style }}
      className={cn('scrollbar-none flex gap-1 overflow-x-auto border-b border-gray-200', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('tab', value)}
      aria-selected={active}
      aria-controls={tabs.id('panel', value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      className={cn(
        '-mb-px h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:px-4',
        className,
      )}
      {...props}
    />
  );
}

/** The active tab's panel; the others are not rendered. */
export function TabsContent({ value, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.id('panel', value)}
      aria-labelledby={tabs.id('tab', value)}
      tabIndex={0}
      data-state="active"
      {...props}
    />
  );
}

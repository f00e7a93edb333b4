import { type CSSProperties, useEffect, useRef, useState } from 'react';

/** How far the fade reaches in from an end that hides more. */
const FADE = '2rem';

/**
 * For a row that scrolls sideways (tabs, a table on a phone): fades the ends that hide more of it,
 * so the shopper sees there is more to swipe to. Nothing fades while everything fits.
 */
export function useScrollHint<T extends HTMLElement>() {
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

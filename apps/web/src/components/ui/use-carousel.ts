import { type RefCallback, useCallback, useEffect, useState } from 'react';

/** The row scrolls itself by this class list: slides snap into place under a swipe, a wheel or the keys. */
export const CAROUSEL_ROW =
  'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth scrollbar-none';

const prefersLessMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** One step: the first slide's width and the gap after it (a whole banner, or one tile of a strip). */
function stepOf(row: HTMLElement): number {
  const [first, second] = row.children as HTMLCollectionOf<HTMLElement>;
  if (!first) return row.clientWidth;
  return Math.max(1, second ? second.offsetLeft - first.offsetLeft : first.offsetWidth);
}

/**
 * A row of slides the browser scrolls itself (CSS scroll snapping, so swiping works before any script
 * and costs none), moved on every `delayMs` while nobody points at it, touches it or works inside it
 * with the keyboard, while the tab is hidden, or never with no `delayMs` (null) or for a shopper who
 * asks for less motion. At the end it goes back to the first slide. Decision 043: this replaced a carousel library on the landing pages.
 */
export function useCarousel(delayMs: number | null) {
  const [row, setRow] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState(0);
  const rowRef: RefCallback<HTMLElement> = useCallback((element) => setRow(element), []);

  const scrollTo = useCallback(
    (index: number) => {
      if (!row) return;
      const last = row.children.length - 1;
      const target = index > last ? 0 : index < 0 ? last : index;
      row.scrollTo?.({ left: target * stepOf(row) });
    },
    [row],
  );
  const scrollBy = useCallback(
    (direction: 1 | -1) => {
      if (!row) return;
      const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
      const atStart = row.scrollLeft <= 0;
      if (direction === 1 && atEnd) row.scrollTo?.({ left: 0 });
      else if (direction === -1 && atStart) row.scrollTo?.({ left: row.scrollWidth });
      else row.scrollBy?.({ left: direction * stepOf(row) });
    },
    [row],
  );

  useEffect(() => {
    if (!row) return;
    const onScroll = () => setSelected(Math.round(row.scrollLeft / stepOf(row)));
    row.addEventListener('scroll', onScroll, { passive: true });
    return () => row.removeEventListener('scroll', onScroll);
  }, [row]);

  useEffect(() => {
    if (!row || delayMs === null || prefersLessMotion()) return;
    let held = false;
    const hold = () => (held = true);
    const release = () => (held = row.matches(':hover') || row.contains(document.activeElement));
    const events: Array<[string, () => void]> = [
      ['pointerenter', hold],
      ['pointerleave', release],
      ['touchstart', hold],
      ['touchend', release],
      ['focusin', hold],
      ['focusout', () => queueMicrotask(release)],
    ];
    for (const [name, handler] of events) row.addEventListener(name, handler, { passive: true });
    const timer = setInterval(() => {
      if (!held && !document.hidden) scrollBy(1);
    }, delayMs);
    return () => {
      clearInterval(timer);
      for (const [name, handler] of events) row.removeEventListener(name, handler);
    };
  }, [row, delayMs, scrollBy]);

  return {
    rowRef,
    selected,
    scrollTo,
    next: () => scrollBy(1),
    previous: () => scrollBy(-1),
  };
}

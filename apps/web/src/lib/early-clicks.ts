/**
 * Taps that land before the app has taken over a page the server rendered. Its links work on their
 * own (the browser follows them), but its buttons do nothing until React has hydrated them, so the
 * inline script (app/early-start.ts) holds the last button tapped, and the app taps it again once
 * hydrated: an 'Add to Cart' or a 'See More' on a slow network is not lost.
 */
const EARLY_CLICKS_GLOBAL = '__dokanEarlyClicks';

interface EarlyClicks {
  /** Stops holding taps and gives the button tapped last, if any. */
  take(): HTMLElement | undefined;
}

type Holder = Record<string, EarlyClicks | undefined>;

/** Starts holding button taps (inline script, rendered pages only). */
export function holdEarlyClicks() {
  let last: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!(button instanceof HTMLElement) || (button as HTMLButtonElement).disabled) return;
    event.preventDefault();
    last = button;
  };
  document.addEventListener('click', hold, true);
  (window as unknown as Holder)[EARLY_CLICKS_GLOBAL] = {
    take() {
      document.removeEventListener('click', hold, true);
      return last;
    },
  };
}

/** Set on <html> once the app has taken over a rendered page and replayed the held tap. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Taps again the button tapped before hydration, if it is still on the page (the app, once hydrated).
 * It waits for the next frame: right after hydration React renders once more with the browser's own
 * state (the stored session, where the server rendered a visitor), and the tap must meet that render.
 */
export function replayEarlyClick() {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const holder = window as unknown as Holder;
      const button = holder[EARLY_CLICKS_GLOBAL]?.take();
      holder[EARLY_CLICKS_GLOBAL] = undefined;
      if (button?.isConnected) button.click();
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    }),
  );
}
